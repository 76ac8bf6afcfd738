import { useState } from 'react';
import { Button, Group, Title } from '@mantine/core';
import { IconCurrencyDollar, IconFileText, IconPlus, IconSettings } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { F, has, type ServiceRow } from '@canopy/shared';
import { useReturnPages } from '../../kernel/session/returnPages';
import { useClaims } from '../../kernel/session/sessionStore';
import { DataList } from '../../ui/DataList';
import { toListRequest, type ListState } from '../../ui/listState';
import { fetchServices, serviceKeys } from './queries';
import { serviceColumns } from './serviceColumns';
import { ServiceListFilters } from './ServiceListFilters';
import { toListState, toSearch, validateServiceListSearch, type ServiceFilters } from './search';
import { UpdatePricesDialog } from './UpdatePricesDialog';

export function ServiceList() {
  const search = useSearch({ from: '/app/services' });
  const here = useLocation({ select: (l) => l.href });
  const navigate = useNavigate();
  const pushReturnPage = useReturnPages((s) => s.push);
  const claims = useClaims();
  const canEdit = has(claims, 'Service', F);
  const canEditSettings = has(claims, 'Settings', F);
  const state = toListState(search);
  const [selected, setSelected] = useState<ReadonlyMap<number, string>>(new Map());
  const [pricing, setPricing] = useState(false);

  // The rows on show, for "select the page": the same query DataList runs, so it is not fetched twice.
  const request = toListRequest(state);
  const page = useQuery({
    queryKey: [...serviceKeys.list, 'page', request],
    queryFn: () => fetchServices(request),
    placeholderData: keepPreviousData,
    enabled: canEdit,
  });

  const setState = (next: ListState<ServiceFilters>) =>
    void navigate({ to: '/services', search: toSearch(next), replace: true });

  const open = (row: ServiceRow) => {
    pushReturnPage(here);
    void navigate({ to: '/services/info', search: { id: row.Id } });
  };

  const select = (rows: ServiceRow[], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const r of rows) {
        if (on) next.set(r.Id, r.Name);
        else next.delete(r.Id);
      }
      return next;
    });

  const columns = serviceColumns({
    canEdit,
    open,
    selected,
    onSelect: (row, on) => select([row], on),
    pageRows: page.data?.rows ?? [],
    onSelectPage: (on) => select(page.data?.rows ?? [], on),
  });

  return (
    <>
      <Group justify="space-between" mb="sm">
        <Title order={1} size="h3">
          Services
        </Title>
        <Group gap="xs">
          {canEditSettings && (
            <Button
              component={Link}
              to="/services/settings"
              variant="default"
              leftSection={<IconSettings size={16} />}
            >
              Settings
            </Button>
          )}
          <Button
            component={Link}
            to="/services/groups"
            variant="default"
            leftSection={<IconFileText size={16} />}
          >
            Managed content
          </Button>
          {canEdit && (
            <Button
              variant="default"
              leftSection={<IconCurrencyDollar size={16} />}
              disabled={!selected.size}
              onClick={() => setPricing(true)}
            >
              {selected.size ? `Update prices (${selected.size})` : 'Update prices'}
            </Button>
          )}
          {canEdit && (
            <Button
              component={Link}
              to="/services/add"
              leftSection={<IconPlus size={16} />}
              onClick={() => pushReturnPage(here)}
            >
              Add Service
            </Button>
          )}
        </Group>
      </Group>
      <DataList<ServiceRow, ServiceFilters>
        columns={columns}
        queryKey={serviceKeys.list}
        fetchPage={fetchServices}
        state={state}
        onStateChange={setState}
        onRowClick={open}
        searchPlaceholder="Search services"
        emptyText="No services match"
        toolbar={
          <ServiceListFilters
            search={search}
            onChange={(patch) =>
              void navigate({
                to: '/services',
                search: validateServiceListSearch({ ...search, ...patch, page: undefined }),
                replace: true,
              })
            }
          />
        }
      />
      <UpdatePricesDialog
        opened={pricing}
        services={[...selected].map(([Id, Name]) => ({ Id, Name }))}
        onClose={() => setPricing(false)}
        onUpdated={() => setSelected(new Map())}
      />
    </>
  );
}
