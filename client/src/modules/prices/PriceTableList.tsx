import { Badge, Group, Text, Title } from '@mantine/core';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { F, has, type PriceTable, type PriceTableRow } from '@canopy/shared';
import { useReturnPages } from '../../kernel/session/returnPages';
import { useClaims } from '../../kernel/session/sessionStore';
import { DataList } from '../../ui/DataList';
import type { DataListColumn } from '../../ui/dataListTypes';
import type { ListState } from '../../ui/listState';
import { pricingMethodName, pricingTypeName } from './priceFields';
import { PriceTableRowEditor } from './PriceTableRowEditor';
import { createPriceTable, savePriceTable } from './mutations';
import { fetchPriceTables, priceKeys } from './queries';
import { toListState, toSearch } from './search';

const columns: DataListColumn<PriceTableRow>[] = [
  {
    key: 'Name',
    title: 'Name',
    render: (t) => (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" fw={500}>
          {t.Name}
        </Text>
        {t.Archived && (
          <Badge size="xs" variant="outline" color="gray">
            Archived
          </Badge>
        )}
      </Group>
    ),
  },
  { key: 'PricingTypeName', title: 'Pricing type', width: 160 },
  { key: 'PricingMethodName', title: 'Pricing method', width: 160 },
  { key: 'DetailCount', title: 'Rows', align: 'right', width: 80 },
];

const toRow = (t: PriceTable, archived: boolean): PriceTableRow => ({
  Id: t.Id,
  Name: t.Name,
  PricingType: t.PricingType,
  PricingTypeName: pricingTypeName(t.PricingType),
  PricingMethod: t.PricingMethod,
  PricingMethodName: pricingMethodName(t.PricingMethod),
  Archived: archived,
  DetailCount: t.Details.length,
  Version: t.Version,
});

/** /price/: the price tables, opened to their prices; Price Full adds, edits and archives. */
export function PriceTableList() {
  const search = useSearch({ from: '/app/price' });
  const here = useLocation({ select: (l) => l.href });
  const navigate = useNavigate();
  const pushReturnPage = useReturnPages((s) => s.push);
  const canEdit = has(useClaims(), 'Price', F);
  const state = toListState(search);

  const setState = (next: ListState) =>
    void navigate({ to: '/price', search: toSearch(next), replace: true });

  const open = (t: { Id: number; PricingType: number; Name: string }) => {
    pushReturnPage(here);
    void navigate({
      to: '/price/detail',
      search: { priceId: t.Id, typeId: t.PricingType, name: t.Name },
    });
  };

  // Archiving goes through the table's save: the spec gives price tables no toggle call.
  const toggleArchived = (t: PriceTableRow) =>
    savePriceTable({
      Id: t.Id,
      Name: t.Name,
      PricingType: t.PricingType,
      PricingMethod: t.PricingMethod,
      Archived: !t.Archived,
    });

  return (
    <>
      <Title order={1} size="h3" mb="sm">
        Price Tables
      </Title>
      <DataList<PriceTableRow>
        columns={columns}
        queryKey={priceKeys.list}
        fetchPage={fetchPriceTables}
        state={state}
        onStateChange={setState}
        onRowClick={open}
        archivable
        onToggleArchived={canEdit ? toggleArchived : undefined}
        rowLabel={(t) => t.Name}
        searchPlaceholder="Search price tables"
        emptyText="No price tables match"
        editable={
          canEdit
            ? {
                addLabel: 'Add Price Table',
                renderEditor: (ctx) => <PriceTableRowEditor {...ctx} />,
                onSave: async (row, original) => {
                  const body = {
                    Id: row.Id,
                    Name: row.Name,
                    PricingType: row.PricingType,
                    PricingMethod: row.PricingMethod,
                  };
                  if (original) return toRow(await savePriceTable(body), original.Archived);
                  // A new table has no prices yet: go straight to where they are entered.
                  const created = await createPriceTable(body);
                  open(created);
                  return toRow(created, false);
                },
              }
            : undefined
        }
      />
    </>
  );
}
