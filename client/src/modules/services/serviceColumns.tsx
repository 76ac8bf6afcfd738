import type { MouseEvent } from 'react';
import { Anchor, Box, Checkbox, Text } from '@mantine/core';
import {
  formatCurrency,
  dollarsToExactCents,
  PricingOptions,
  ServiceTypes,
  type ServiceRow,
} from '@canopy/shared';
import type { DataListColumn } from '../../ui/dataListTypes';
import { ActiveToggle } from './ActiveToggle';

export function pricingText(row: ServiceRow): string {
  if (row.PricingOptionId === PricingOptions.Table) return 'Price table';
  if (row.PricingOptionId === PricingOptions.UnitOfMeasure) {
    const rate = row.PricingUnitOfMeasureRate;
    return rate === null ? 'Per unit' : `${formatCurrency(dollarsToExactCents(rate))} per unit`;
  }
  return '';
}

function typeText(row: ServiceRow): string {
  if (row.ServiceTypeId !== ServiceTypes.Multi) return 'Single';
  return `Multi · ${row.VisitCount === 1 ? '1 visit' : `${row.VisitCount} visits`}`;
}

// Clicks inside a cell with its own control must not open the row.
const stop = (e: MouseEvent) => e.stopPropagation();

export type ServiceColumnsOptions = {
  canEdit: boolean;
  open: (row: ServiceRow) => void;
  /** Selection for the price update; only with Service Full. */
  selected: ReadonlyMap<number, string>;
  onSelect: (row: ServiceRow, on: boolean) => void;
  pageRows: ServiceRow[];
  onSelectPage: (on: boolean) => void;
};

export function serviceColumns(o: ServiceColumnsOptions): DataListColumn<ServiceRow>[] {
  const onPage = o.pageRows.filter((r) => o.selected.has(r.Id)).length;
  const select: DataListColumn<ServiceRow> = {
    key: 'Select',
    width: 36,
    title: (
      <Checkbox
        size="xs"
        aria-label="Select every service on this page"
        checked={onPage > 0 && onPage === o.pageRows.length}
        indeterminate={onPage > 0 && onPage < o.pageRows.length}
        disabled={!o.pageRows.length}
        onChange={(e) => o.onSelectPage(e.currentTarget.checked)}
      />
    ),
    render: (row) => (
      <Box onClick={stop}>
        <Checkbox
          size="xs"
          aria-label={`Select ${row.Name}`}
          checked={o.selected.has(row.Id)}
          onChange={(e) => o.onSelect(row, e.currentTarget.checked)}
        />
      </Box>
    ),
  };
  const columns: DataListColumn<ServiceRow>[] = [
    {
      key: 'Name',
      title: 'Name',
      render: (row) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={500}
          ta="left"
          onClick={(e) => {
            stop(e);
            o.open(row);
          }}
        >
          {row.Name}
        </Anchor>
      ),
    },
    { key: 'ServiceGroup', title: 'Group' },
    { key: 'ServiceCategory', title: 'Category' },
    { key: 'ServiceTypeId', title: 'Type', render: (row) => typeText(row) },
    {
      key: 'Pricing',
      title: 'Pricing',
      render: (row) =>
        pricingText(row) || (
          <Text size="sm" c="dimmed">
            Not priced
          </Text>
        ),
    },
    {
      key: 'StatusId',
      title: 'Status',
      width: 150,
      render: (row) => <ActiveToggle row={row} canEdit={o.canEdit} />,
    },
  ];
  return o.canEdit ? [select, ...columns] : columns;
}
