import {
  costAtRate,
  dollarsToCents,
  Messages,
  ServiceGroups,
  serviceItemProblems,
  WorkOrderServiceMessages as M,
  workOrderServiceFormProblems,
  type NewWorkOrderService,
  type SaveWorkOrderService,
  type WorkOrder,
  type WorkOrderService,
} from '@canopy/shared';

/** An inventory item row of the form; units as typed (hundredths are the server's business). */
export type ItemLine = {
  key: string;
  ServiceItemId: number | null;
  ServiceUnits: number | null;
  PricingUnits: number | null;
};

export type AddServiceValues = {
  ServiceGroupId: number | null;
  ServiceId: number | null;
  /** Cents. */
  TotalCost: number | null;
  Description: string;
  Lines: ItemLine[];
};

export type EditServiceValues = {
  Id: number;
  Version: number;
  TotalCost: number | null;
  Description: string;
  Notes: string;
  NeedsCorrection: boolean;
  Lines: ItemLine[];
};

/**
 * What the lines' pricing units cost at the service's rate, in cents; null without a rate or before
 * any line has units (the user then types the total).
 */
export function costOfLines(rate: number | null | undefined, lines: readonly ItemLine[]): number | null {
  const rateCents = rate == null ? null : dollarsToCents(rate);
  const units = lines.filter((l) => l.PricingUnits != null);
  if (rateCents == null || !units.length) return null;
  return costAtRate(
    rateCents,
    units.reduce((sum, l) => sum + Math.round(l.PricingUnits! * 100), 0),
  );
}

let next = 0;
export const newLine = (ServiceItemId: number | null = null): ItemLine => ({
  key: `line-${++next}`,
  ServiceItemId,
  ServiceUnits: null,
  PricingUnits: null,
});

export const emptyAddValues = (wo: WorkOrder): AddServiceValues => ({
  ServiceGroupId: wo.ServiceGroupId,
  ServiceId: null,
  TotalCost: null,
  Description: '',
  Lines: [],
});

const toDollars = (cents: number | null) => (cents == null ? null : cents / 100);
const lineBody = (l: ItemLine) => ({
  ServiceItemId: l.ServiceItemId,
  ServiceUnits: l.ServiceUnits,
  PricingUnits: l.PricingUnits,
});

export function toNewService(wo: WorkOrder, v: AddServiceValues): NewWorkOrderService {
  return {
    WorkOrderId: wo.Id,
    AccountLocationId: wo.AccountLocationId,
    ServiceGroupId: v.ServiceGroupId,
    ServiceId: v.ServiceId,
    TotalCost: toDollars(v.TotalCost),
    WorkOrderServiceItems: v.Lines.map(lineBody),
    Description: v.Description.trim() || null,
  };
}

export const toEditValues = (s: WorkOrderService): EditServiceValues => ({
  Id: s.Id,
  Version: s.Version,
  TotalCost: s.TotalCost === null ? null : Math.round(s.TotalCost * 100),
  Description: s.Description ?? '',
  Notes: s.Notes ?? '',
  NeedsCorrection: s.NeedsCorrection,
  Lines: s.WorkOrderServiceItems.map((i) => ({
    key: `item-${i.Id}`,
    ServiceItemId: i.ServiceItemId,
    ServiceUnits: i.ServiceUnits,
    PricingUnits: i.PricingUnits,
  })),
});

export const toSaveService = (v: EditServiceValues): SaveWorkOrderService => ({
  Id: v.Id,
  Version: v.Version,
  TotalCost: toDollars(v.TotalCost),
  Description: v.Description.trim() || null,
  Notes: v.Notes.trim() || null,
  NeedsCorrection: v.NeedsCorrection,
  WorkOrderServiceItems: v.Lines.map(lineBody),
});

const ITEM_MESSAGES: string[] = [
  M.InventoryItemRequired,
  M.SelectInventoryItem,
  M.FillRequiredFields,
  M.ItemListedTwice,
];

/**
 * The shared form rule's messages placed on the fields they are about (the item messages go under
 * the inventory items); an empty object when the form may be sent.
 */
export function addServiceErrors(v: Partial<AddServiceValues>): Record<string, string> {
  const problems = workOrderServiceFormProblems({
    ServiceGroupId: v.ServiceGroupId,
    ServiceId: v.ServiceId,
    TotalCost: v.TotalCost,
    WorkOrderServiceItems: v.Lines,
  });
  return placed(problems);
}

/** The edit form's: the cost and the item lines (the group is the service's). */
/** `prices`: the user sees and edits the cost; without WorkOrders_Pricing the cost is not theirs. */
export function editServiceErrors(
  v: EditServiceValues,
  groupId: number,
  prices = true,
): Record<string, string> {
  const cost = !prices
    ? []
    : v.TotalCost == null
      ? [M.ServiceCostRequired]
      : v.TotalCost < 0
        ? [Messages.NegativeDollarAmounts]
        : [];
  return placed([...cost, ...serviceItemProblems(groupId, v.Lines)]);
}

function placed(problems: string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const p of problems) {
    if (p === M.ServiceGroupRequired) errors.ServiceGroupId = p;
    else if (p === M.ServiceRequired || p === M.SelectServiceGroupFirst) errors.ServiceId = p;
    else if (ITEM_MESSAGES.includes(p)) errors.Lines = errors.Lines ? `${errors.Lines}\n${p}` : p;
    else errors.TotalCost = p;
  }
  return errors;
}

/** Nursery services need no inventory item; every other group does. */
export const itemsRequired = (groupId: number | null) => !!groupId && groupId !== ServiceGroups.Nursery;
