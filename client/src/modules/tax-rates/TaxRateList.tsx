import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Text, Title, Tooltip } from '@mantine/core';
import { IconFileImport, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { F, formatDate, has, type TaxRate } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { DataList } from '../../ui/DataList';
import type { DataListColumn } from '../../ui/dataListTypes';
import type { ListState } from '../../ui/listState';
import { deleteTaxRateConfirmed } from './deleteTaxRateConfirmed';
import { saveTaxRate } from './mutations';
import { fetchTaxRates, taxRateKeys } from './queries';
import { toListState, toSearch } from './search';
import { TaxRateImportDialog } from './TaxRateImportDialog';
import { TaxRateRowEditor } from './TaxRateRowEditor';
import { formatTaxRate, toSaveBody, toTaxRateForm } from './taxRateForm';

const baseColumns: DataListColumn<TaxRate>[] = [
  { key: 'ZipCode', title: 'Zip code', width: 160 },
  {
    key: 'TaxRate_',
    title: 'Tax rate',
    align: 'right',
    width: 120,
    render: (r) => (
      <Text ff="monospace" size="sm">
        {formatTaxRate(r.TaxRate_)}
      </Text>
    ),
  },
  { key: 'EffectiveDate', title: 'Effective', width: 140, render: (r) => formatDate(r.EffectiveDate) },
  {
    key: 'Archived',
    title: 'Status',
    render: (r) =>
      r.Archived ? (
        <Badge size="sm" variant="light" color="gray">
          Archived
        </Badge>
      ) : (
        <Badge size="sm" variant="light" color="green">
          Active
        </Badge>
      ),
  },
];

/** Tax rates by zip and effective date: inline edits, deletes and the csv import (TaxRates Full). */
export function TaxRateList() {
  const search = useSearch({ from: '/app/tax-rates' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = has(useClaims(), 'TaxRates', F);
  const [importing, setImporting] = useState(false);
  const state = toListState(search);

  const setState = (next: ListState) =>
    void navigate({ to: '/tax-rates', search: toSearch(next), replace: true });

  const columns: DataListColumn<TaxRate>[] = canEdit
    ? [
        ...baseColumns,
        {
          key: 'Delete',
          title: '',
          width: 44,
          render: (row) => (
            <Tooltip label="Delete">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${row.ZipCode} ${formatDate(row.EffectiveDate)}`}
                onClick={async () => {
                  await deleteTaxRateConfirmed(queryClient, row);
                }}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          ),
        },
      ]
    : baseColumns;

  return (
    <>
      <Group justify="space-between" mb="sm">
        <Title order={1} size="h3">
          Tax Rates
        </Title>
        {canEdit && (
          <Button
            variant="default"
            leftSection={<IconFileImport size={16} />}
            onClick={() => setImporting(true)}
          >
            Import CSV
          </Button>
        )}
      </Group>
      <DataList<TaxRate>
        columns={columns}
        queryKey={taxRateKeys.list}
        fetchPage={fetchTaxRates}
        state={state}
        onStateChange={setState}
        searchPlaceholder="Search zip codes"
        emptyText={state.query ? 'No tax rates match' : 'No tax rates yet'}
        editable={
          canEdit
            ? {
                addLabel: 'Add Tax Rate',
                renderEditor: (ctx) => <TaxRateRowEditor {...ctx} />,
                onSave: (values) => saveTaxRate(toSaveBody(toTaxRateForm(values))),
              }
            : undefined
        }
      />
      {canEdit && <TaxRateImportDialog opened={importing} onClose={() => setImporting(false)} />}
    </>
  );
}
