import type { FormValidateInput } from '@mantine/form';
import { Messages, type PurchaseOrder, type SavePurchaseOrder } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';

/** The form edits the record as listed; dates stay 'yyyy-MM-dd' (or null) throughout. */
export type PurchaseOrderValues = PurchaseOrder;

export const PO_REQUIRED = 'Purchase order number is required.';

export function blankPurchaseOrder(accountId: number): PurchaseOrderValues {
  return {
    Id: 0,
    AccountId: accountId,
    Po: '',
    EffectiveStartDate: null,
    EffectiveEndDate: null,
    Archived: false,
  };
}

export function toSaveBody(v: PurchaseOrderValues): SavePurchaseOrder {
  return {
    Id: v.Id,
    AccountId: v.AccountId,
    Po: v.Po.trim(),
    EffectiveStartDate: v.EffectiveStartDate,
    EffectiveEndDate: v.EffectiveEndDate,
    Archived: v.Archived,
  };
}

/** The server's rules, checked before the call so the user sees them at once. */
export const purchaseOrderRules: FormValidateInput<PurchaseOrderValues> = {
  Po: (v) => (v.trim() ? null : PO_REQUIRED),
  EffectiveEndDate: (v, all) =>
    v && all.EffectiveStartDate && v < all.EffectiveStartDate ? Messages.PurchaseOrderDatesOrder : null,
};

/**
 * The list's archive toggle reports a failure by its Service message before its generic one; the
 * spec names this list's own message, so a failure without a Service message is given it.
 */
export function asArchiveFailure(error: unknown): unknown {
  if (error instanceof ApiError && error.serviceMessage) return error;
  const status = error instanceof ApiError ? error.status : 0;
  const message = Messages.PurchaseOrderArchiveFailed;
  return new ApiError(status, message, { Service: [message] });
}
