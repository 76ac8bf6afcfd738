import { useMemo } from 'react';
import { Group } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatCurrency, Messages, PricingMethods, type PriceDetail, type PriceTable } from '@canopy/shared';
import { DataList } from '../../ui/DataList';
import type { DataListColumn } from '../../ui/dataListTypes';
import { useListState } from '../../ui/listState';
import { deleteConfirmed } from '../resources/deleteConfirmed';
import { RowDeleteButton } from '../resources/RowDeleteButton';
import { sizeOptions, toSaveDetail } from './detailForm';
import { PriceDetailRowEditor } from './PriceDetailRowEditor';
import { priceFieldLabel, priceFieldsFor, priceOf, rowLabel } from './priceFields';
import { createPriceDetail, deletePriceDetail, savePriceDetail } from './mutations';
import { detailFetcher, priceKeys, sizeChoicesQuery } from './queries';
import { PRICE_SEARCH_TAKE } from './search';

export type PriceDetailListProps = {
  priceId: number;
  /** Until the table arrives the columns follow the address's typeId and nothing is editable. */
  table: PriceTable | undefined;
  pricingType: number | undefined;
  canEdit: boolean;
};

/** The rows of a price table: one per inventory size, or the single ServiceUOM row. */
export function PriceDetailList({ priceId, table, pricingType, canEdit }: PriceDetailListProps) {
  const queryClient = useQueryClient();
  const list = useListState({ pageSize: PRICE_SEARCH_TAKE });
  const fetchPage = useMemo(() => detailFetcher(priceId), [priceId]);
  const bySize = (table?.PricingMethod ?? PricingMethods.InventorySize) === PricingMethods.InventorySize;
  const editing = canEdit && !!table;
  const sizes = useQuery({ ...sizeChoicesQuery, enabled: editing && bySize });
  const fields = priceFieldsFor(pricingType);
  const details = table?.Details ?? [];

  async function remove(row: PriceDetail) {
    await deleteConfirmed({
      title: 'Delete prices',
      message: bySize
        ? `Delete the prices for '${rowLabel(row)}' from this table?`
        : 'Delete the prices of this table?',
      run: () => deletePriceDetail(queryClient, priceId, row.Id),
      failure: Messages.DeleteFailed,
    });
  }

  const columns: DataListColumn<PriceDetail>[] = [
    // Wide enough that the row's actions sit together at the right edge.
    { key: 'Size', title: bySize ? 'Size' : 'Priced by', render: rowLabel, width: '45%' },
    ...fields.map((f): DataListColumn<PriceDetail> => ({
      key: f,
      title: priceFieldLabel(f, pricingType),
      align: 'right',
      width: 150,
      render: (d) => {
        const cents = priceOf(d, f);
        return cents === null ? '—' : formatCurrency(cents);
      },
    })),
  ];
  if (editing)
    columns.push({
      key: 'Delete',
      title: '',
      width: '15%',
      render: (row) => (
        <Group justify="flex-end">
          <RowDeleteButton name={rowLabel(row)} onDelete={() => void remove(row)} />
        </Group>
      ),
    });

  return (
    <DataList<PriceDetail>
      columns={columns}
      queryKey={priceKeys.table(priceId)}
      fetchPage={fetchPage}
      {...list}
      searchPlaceholder={bySize ? 'Search sizes' : 'Search'}
      emptyText={bySize ? 'No sizes are priced in this table yet' : 'This table has no prices yet'}
      editable={
        editing
          ? {
              addLabel: bySize ? 'Add size' : 'Add prices',
              // A ServiceUOM table has a single row of prices.
              canAdd: bySize || details.length === 0,
              renderEditor: (ctx) => (
                <PriceDetailRowEditor
                  {...ctx}
                  priceId={priceId}
                  pricingType={pricingType ?? 0}
                  bySize={bySize}
                  fields={fields}
                  sizes={sizeOptions(sizes.data ?? [], details, ctx.row)}
                  sizesLoading={sizes.isPending}
                />
              ),
              onSave: (row, original) => {
                const body = toSaveDetail(row, fields, bySize);
                return original ? savePriceDetail(body) : createPriceDetail(body);
              },
            }
          : undefined
      }
    />
  );
}
