import { useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { PURCHASE_ORDER_PAGE_SIZE, type PurchaseOrder } from '@canopy/shared';
import { DataList } from '../../ui/DataList';
import { useListState, type ListState } from '../../ui/listState';
import { PurchaseOrderDialog } from './PurchaseOrderDialog';
import { purchaseOrderColumns } from './purchaseOrderColumns';
import { asArchiveFailure, blankPurchaseOrder, type PurchaseOrderValues } from './purchaseOrderForm';
import { togglePurchaseOrderArchived } from './mutations';
import { accountExtrasKeys, fetchPurchaseOrders, type PurchaseOrderFilters } from './queries';

export type PurchaseOrderPanelProps = {
  accountId: number;
  /** Account Full or Branch: may add, edit and archive. */
  canEdit: boolean;
  /** The panel's heading; null leaves it to the page around it. */
  title?: string | null;
};

function emptyText(state: ListState<PurchaseOrderFilters>): string {
  if (state.query) return 'No purchase orders match the search';
  return state.includeArchived ? 'No purchase orders yet' : 'No active purchase orders';
}

async function toggleArchived(po: PurchaseOrder): Promise<PurchaseOrder> {
  try {
    return await togglePurchaseOrderArchived(po.Id);
  } catch (error) {
    throw asArchiveFailure(error);
  }
}

/** The account's purchase orders, 12 a page, with add, edit and the archive toggle. */
export function PurchaseOrderPanel({
  accountId,
  canEdit,
  title = 'Purchase orders',
}: PurchaseOrderPanelProps) {
  const list = useListState<PurchaseOrderFilters>({
    pageSize: PURCHASE_ORDER_PAGE_SIZE,
    filters: { AccountId: accountId },
  });
  const [editing, setEditing] = useState<PurchaseOrderValues | null>(null);
  const queryKey = accountExtrasKeys.purchaseOrders(accountId);
  // The account comes from the props, so a screen that switches accounts lists the new one's.
  const state = { ...list.state, filters: { AccountId: accountId } };

  return (
    <Stack gap="sm" component="section" aria-label="Purchase orders">
      {(title || canEdit) && (
        <Group justify={title ? 'space-between' : 'flex-end'}>
          {title && (
            <Title order={2} size="h4">
              {title}
            </Title>
          )}
          {canEdit && (
            <Button
              size="sm"
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing(blankPurchaseOrder(accountId))}
            >
              Add purchase order
            </Button>
          )}
        </Group>
      )}
      <DataList<PurchaseOrder, PurchaseOrderFilters>
        columns={purchaseOrderColumns(canEdit ? setEditing : null)}
        queryKey={queryKey}
        fetchPage={fetchPurchaseOrders}
        state={state}
        onStateChange={list.onStateChange}
        searchPlaceholder="Search purchase orders"
        emptyText={emptyText(state)}
        archivable
        onToggleArchived={canEdit ? toggleArchived : undefined}
        rowLabel={(po) => po.Po}
      />
      <PurchaseOrderDialog purchaseOrder={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
