import { Anchor, Badge, Button, Group, Text, Title } from '@mantine/core';
import { IconPlus, IconSettings } from '@tabler/icons-react';
import { Link, useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { F, has, type ChemicalRow } from '@canopy/shared';
import { useReturnPages } from '../../kernel/session/returnPages';
import { useClaims } from '../../kernel/session/sessionStore';
import { DataList } from '../../ui/DataList';
import type { DataListColumn } from '../../ui/dataListTypes';
import type { ListState } from '../../ui/listState';
import { ChemicalActiveSwitch } from './ChemicalActiveSwitch';
import { ChemicalStatusFilter } from './ChemicalStatusFilter';
import { chemicalKeys, fetchChemicals } from './queries';
import { toListState, toSearch, validateChemicalListSearch, type ChemicalFilters } from './search';
import { statusColor } from './statusColor';

const dash = (v: string | null) =>
  v ? (
    v
  ) : (
    <Text span c="dimmed" size="sm">
      —
    </Text>
  );

function columns(open: (row: ChemicalRow) => void, canEdit: boolean): DataListColumn<ChemicalRow>[] {
  const list: DataListColumn<ChemicalRow>[] = [
    {
      key: 'Name',
      title: 'Name',
      // A button as well as a row click, so the chemical opens from the keyboard.
      render: (c) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={500}
          ta="left"
          onClick={(e) => {
            e.stopPropagation();
            open(c);
          }}
        >
          {c.Name}
        </Anchor>
      ),
    },
    { key: 'EpaNumber', title: 'EPA Number', render: (c) => dash(c.EpaNumber) },
    { key: 'DilutionText', title: 'Dilution', render: (c) => dash(c.DilutionText) },
    { key: 'Method', title: 'Method', render: (c) => dash(c.Method) },
    {
      key: 'StatusId',
      title: 'Status',
      width: 110,
      render: (c) => (
        <Badge size="sm" variant="light" color={statusColor(c.StatusId)}>
          {c.Status}
        </Badge>
      ),
    },
  ];
  if (canEdit)
    list.push({ key: 'Active', title: 'Active', width: 80, render: (c) => <ChemicalActiveSwitch row={c} /> });
  return list;
}

export function ChemicalList() {
  const search = useSearch({ from: '/app/chemicals' });
  const here = useLocation({ select: (l) => l.href });
  const navigate = useNavigate();
  const pushReturnPage = useReturnPages((s) => s.push);
  const claims = useClaims();
  const canEdit = has(claims, 'Chemical', F);
  const canEditSettings = has(claims, 'Settings', F);
  const state = toListState(search);

  const setState = (next: ListState<ChemicalFilters>) =>
    void navigate({ to: '/chemicals', search: toSearch(next), replace: true });

  const open = (row: ChemicalRow) => {
    pushReturnPage(here);
    void navigate({ to: '/chemicals/info', search: { id: row.Id } });
  };

  return (
    <>
      <Group justify="space-between" mb="sm">
        <Title order={1} size="h3">
          Chemicals
        </Title>
        <Group gap="xs">
          {canEditSettings && (
            <Button
              component={Link}
              to="/chemicals/settings"
              variant="default"
              leftSection={<IconSettings size={16} />}
              onClick={() => pushReturnPage(here)}
            >
              Settings
            </Button>
          )}
          {canEdit && (
            <Button
              component={Link}
              to="/chemicals/add"
              leftSection={<IconPlus size={16} />}
              onClick={() => pushReturnPage(here)}
            >
              Add Chemical
            </Button>
          )}
        </Group>
      </Group>
      <DataList<ChemicalRow, ChemicalFilters>
        columns={columns(open, canEdit)}
        queryKey={chemicalKeys.list}
        fetchPage={fetchChemicals}
        state={state}
        onStateChange={setState}
        onRowClick={open}
        searchPlaceholder="Name, EPA number or target"
        emptyText="No chemicals match"
        toolbar={
          <ChemicalStatusFilter
            value={search.status}
            onChange={(status) =>
              void navigate({
                to: '/chemicals',
                search: validateChemicalListSearch({ ...search, status, page: undefined }),
                replace: true,
              })
            }
          />
        }
      />
    </>
  );
}
