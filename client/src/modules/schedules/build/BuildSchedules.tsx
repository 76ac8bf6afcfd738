import { useMemo, useState } from 'react';
import { Button, Checkbox, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import {
  MISSED_PRIORITY_CONFIRM,
  needsMissedConfirm,
  seesPrices,
  ToScheduleSortFields,
  type ToScheduleSortField,
  type WorkOrderToScheduleRow,
} from '@canopy/shared';
import { useClaims, useSession } from '../../../kernel/session/sessionStore';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { PHONE_QUERY } from '../../../ui/DataListTable';
import { CreateScheduleDialog } from '../create/CreateScheduleDialog';
import { scheduleKeys } from '../queries';
import { BuildFiltersPanel } from './BuildFiltersPanel';
import { allArboristsQuery, buildKeys, toScheduleQuery } from './queries';
import { toFilters, toSearch, type BuildFilters, type BuildSearch } from './search';
import { SelectionBar } from './SelectionBar';
import { ToScheduleList } from './ToScheduleList';

const SORT_LABELS: Record<ToScheduleSortField, string> = {
  Priority: 'Priority',
  WorkOrderId: 'Work order number',
  CustomerName: 'Customer',
  Address: 'Address',
  Zip: 'Zip code',
  ServiceGroupId: 'Service group',
  EstimatedHours: 'Estimated hours',
  EstimatedValue: 'Estimated value',
  EstimatedCrew: 'Crew',
  ArboristName: 'Arborist',
  TerritoryName: 'Sales territory',
};
const SORTS = ToScheduleSortFields.map((f) => ({ value: f, label: SORT_LABELS[f] }));
// Without WorkOrders_Pricing the server sends no values and ignores a sort by them.
const SORTS_WITHOUT_PRICES = SORTS.filter((s) => s.value !== 'EstimatedValue');

/**
 * Build Schedules (/workorders/schedule): work orders waiting for a schedule, 12 at a time with
 * "Load more". The selection outlives pages and filter changes; creating a schedule from it asks first
 * when a Missed order is in it (spec §4), then opens the schedule dialog.
 */
export function BuildSchedules() {
  const search = useSearch({ from: '/app/workorders/schedule' });
  const here = useLocation({ select: (l) => l.href });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const prices = seesPrices(useClaims());
  const me = session?.Employee.Id ?? 0;
  const phone = useMediaQuery(PHONE_QUERY) === true;
  const [filtersOpen, setFiltersOpen] = useState<boolean | null>(null);
  const [selected, setSelected] = useState<ReadonlyMap<number, WorkOrderToScheduleRow>>(new Map());
  const [step, setStep] = useState<'list' | 'missed' | 'create'>('list');
  const [words, setWords] = useState(search.q ?? '');

  // The user is the default arborist only when they are one; the list waits for that answer.
  const arborists = useQuery(allArboristsQuery);
  const ready = search.arboristIds !== undefined || arborists.isFetched;
  const defaults = {
    branchId: session?.PrimaryBranchId ?? null,
    arboristId: arborists.data?.some((a) => a.Id === me) ? me : null,
  };
  const filters = toFilters(search, defaults);
  const request = { filters, query: search.q ?? '', sort: search.sort, reverse: search.reverse };
  const list = useInfiniteQuery(toScheduleQuery(request, ready));

  const go = (next: BuildSearch) =>
    void navigate({ to: '/workorders/schedule', search: next, replace: true });
  const rest = { q: search.q, sort: search.sort, reverse: search.reverse };
  const setFilters = (f: BuildFilters) => go(toSearch(f, rest));
  const setWordsLater = useDebouncedCallback((q: string) => go({ ...search, q: q.trim() || undefined }), 400);

  const toggle = (row: WorkOrderToScheduleRow) =>
    setSelected((old) => {
      const next = new Map(old);
      if (next.has(row.WorkOrderId)) next.delete(row.WorkOrderId);
      else next.set(row.WorkOrderId, row);
      return next;
    });
  const create = () =>
    setStep(needsMissedConfirm([...selected.values()].map((r) => r.Priority.Id)) ? 'missed' : 'create');
  const closed = (success: boolean) => {
    setStep('list');
    if (!success) return;
    setSelected(new Map());
    void queryClient.invalidateQueries({ queryKey: buildKeys.all });
    void queryClient.invalidateQueries({ queryKey: scheduleKeys.list });
  };
  const open = filtersOpen ?? !phone;
  const selectedIds = useMemo(() => [...selected.keys()], [selected]);
  const chosen = Object.keys(filters).length;

  return (
    <Stack gap="sm" pb={selected.size ? 0 : 'md'}>
      <Title order={1} size="h3">
        Build Schedules
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Customer, address, description or number"
          value={words}
          onChange={(e) => {
            setWords(e.currentTarget.value);
            setWordsLater(e.currentTarget.value);
          }}
          style={{ flex: '1 1 14rem' }}
        />
        <Select
          label="Sort by"
          data={prices ? SORTS : SORTS_WITHOUT_PRICES}
          value={search.sort === 'EstimatedValue' && !prices ? 'Priority' : (search.sort ?? 'Priority')}
          onChange={(v) => go({ ...search, sort: (v as ToScheduleSortField | null) ?? undefined })}
          allowDeselect={false}
          w={190}
        />
        <Checkbox
          label="Reverse order"
          checked={!!search.reverse}
          onChange={(e) => go({ ...search, reverse: e.currentTarget.checked || undefined })}
          mb={8}
        />
        <Button variant="default" onClick={() => setFiltersOpen(!open)} aria-expanded={open}>
          {open ? 'Hide filters' : `Filters${chosen ? ` (${chosen})` : ''}`}
        </Button>
      </Group>
      {open && <BuildFiltersPanel filters={filters} onChange={setFilters} />}
      <ToScheduleList
        query={list}
        selected={selected}
        onToggle={toggle}
        onClearFilters={() => setFilters({})}
        returnPage={here}
      />
      {selected.size > 0 && (
        <SelectionBar count={selected.size} onClear={() => setSelected(new Map())} onCreate={create} />
      )}
      <ConfirmDialog
        opened={step === 'missed'}
        title="Missed priority"
        message={MISSED_PRIORITY_CONFIRM}
        confirmLabel="Continue"
        onConfirm={() => setStep('create')}
        onCancel={() => setStep('list')}
      />
      <CreateScheduleDialog workOrderIds={selectedIds} opened={step === 'create'} onClose={closed} />
    </Stack>
  );
}
