import { useState } from 'react';
import { Checkbox, Group, Select, Stack, Switch, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import {
  STATEMENT_AGING_DAYS,
  STATEMENT_PAGE_SIZE,
  todayIsoDate,
  type Statement,
  type StatementSelection,
} from '@canopy/shared';
import { BackButton } from '../../../ui/BackButton';
import { DataList } from '../../../ui/DataList';
import type { DataListColumn } from '../../../ui/dataListTypes';
import { DateInput } from '../../../ui/inputs';
import { useListState } from '../../../ui/listState';
import { money } from '../money';
import { fetchStatements, statementKeys, type StatementFilters } from './queries';
import { StatementActions } from './StatementActions';

const agingChoices = STATEMENT_AGING_DAYS.map((d) => ({ value: String(d), label: `${d}+ days` }));

/** invoices.statements (spec §2): filters account, aging, statement date, e-mail only; select, email or print. */
export function StatementList() {
  const navigate = useNavigate();
  const list = useListState<StatementFilters>({
    pageSize: STATEMENT_PAGE_SIZE,
    filters: { StatementDate: todayIsoDate() },
  });
  const f = list.state.filters;
  // Selected accounts with their statements' invoice counts; kept across pages, cleared by a filter.
  const [selected, setSelected] = useState<Map<number, number>>(new Map());
  const set = (next: Partial<StatementFilters>) => {
    setSelected(new Map());
    list.onStateChange({ ...list.state, page: 1, filters: { ...f, ...next } });
  };
  const toggle = (s: Statement) =>
    setSelected((m) => {
      const next = new Map(m);
      if (next.has(s.Id)) next.delete(s.Id);
      else next.set(s.Id, s.Invoices.length);
      return next;
    });

  const columns: DataListColumn<Statement>[] = [
    {
      key: 'Select',
      title: '',
      width: 40,
      render: (s) => (
        <Checkbox
          aria-label={`Select ${s.Account.Name}`}
          checked={selected.has(s.Id)}
          onChange={() => toggle(s)}
          onClick={(e) => e.stopPropagation()}
        />
      ),
    },
    { key: 'Account', title: 'Account', maxWidth: 220, render: (s) => s.Account.Name },
    { key: 'Invoices', title: 'Invoices', width: 80, render: (s) => s.Invoices.length },
    { key: 'Email', title: 'E-mail', hideOnPhone: true, maxWidth: 220, render: (s) => s.Email ?? '' },
    { key: 'BalanceDue', title: 'Balance Due', width: 120, render: (s) => money(s.BalanceDue) },
  ];
  // "All matching" hands the filters to the server, which finds every statement (thousands mail by a job).
  const [allMatching, setAllMatching] = useState(false);
  const selection: StatementSelection = {
    AccountIds: allMatching ? [] : [...selected.keys()],
    AgingDays: f.AgingDays,
    StatementDate: f.StatementDate,
    ...(allMatching
      ? { AllMatching: true, EmailOnly: f.EmailOnly, Query: list.state.query || undefined }
      : {}),
  };

  return (
    <Stack gap="md">
      <Group gap="xs">
        <BackButton fallback="/invoices" />
        <Title order={1} size="h3">
          Statements
        </Title>
      </Group>
      <StatementActions
        selection={selection}
        invoiceCount={[...selected.values()].reduce((a, b) => a + b, 0)}
        onDone={() => setSelected(new Map())}
      />
      <DataList<Statement, StatementFilters>
        columns={columns}
        queryKey={statementKeys.list}
        fetchPage={fetchStatements}
        state={list.state}
        onStateChange={list.onStateChange}
        pageSizes={[STATEMENT_PAGE_SIZE]}
        searchPlaceholder="Account"
        emptyText="No account has an open invoice on these filters"
        onRowClick={(s) =>
          void navigate({
            to: '/invoices/statements/view',
            search: { id: s.Id, date: f.StatementDate, aging: f.AgingDays },
          })
        }
        toolbar={
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label="Aging"
              placeholder="Any age"
              data={agingChoices}
              clearable
              w={140}
              value={f.AgingDays ? String(f.AgingDays) : null}
              onChange={(v) =>
                set({ AgingDays: v ? (Number(v) as StatementFilters['AgingDays']) : undefined })
              }
            />
            <DateInput
              label="Statement date"
              w={170}
              value={f.StatementDate ?? null}
              onChange={(v) => set({ StatementDate: v ?? todayIsoDate() })}
            />
            <Switch
              label="All matching"
              checked={allMatching}
              onChange={(e) => setAllMatching(e.currentTarget.checked)}
            />
            <Switch
              label="E-mail only"
              checked={!!f.EmailOnly}
              onChange={(e) => set({ EmailOnly: e.currentTarget.checked })}
            />
          </Group>
        }
      />
    </Stack>
  );
}
