// Messages of work order materials that the spec leaves to us; the spec's own words are in
// ../messages.ts (Messages.AddingMaterialFailed …).
export const WorkOrderMaterialMessages = {
  MaterialNotFound: 'The material is not in the catalogue or is archived.',
  wrongType: (type: string) => `The material chosen is not a ${type}.`,
  UnitsPositive: 'Units must be more than 0, with at most two decimals.',
  NotCents: 'Amounts are in dollars and cents (at most two decimals) and cannot be negative.',
  ServiceRequired: 'A service is required for materials on work orders other than Arbor Care.',
  ServiceNotOnWorkOrder: 'The service is not one of this work order’s services.',
  ItemNotOnService: 'The inventory item is not one of the chosen service’s items.',
  ItemNotAtLocation: "The inventory item is not at this work order's location.",
  PricesHidden: 'You may not set prices on work order materials.',
  NotOnSchedule: 'The work order is not on this schedule.',
  PurchaseOrdersNotCitable:
    "A work order cites only its account's purchase orders that are not archived and are in effect today.",
  /** The confirm before a material cost row is archived from a schedule (scheduling §5). */
  archiveWarning: (name: string) =>
    `Archive '${name}'? The work order may already be invoiced: archiving this material may affect invoicing.`,
} as const;
