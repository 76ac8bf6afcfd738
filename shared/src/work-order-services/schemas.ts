import { Type, type Static } from 'typebox';
import { SearchRequest } from '../platform/http';
import { Nullable } from '../platform/nullable';
import { DescriptionPart } from './description';
import { Bounds } from '../platform/bounds';

/** Work order sub-lists show 12 at a time (work-orders.md §9). */
export const WORK_ORDER_SERVICE_PAGE_SIZE = 12;
export const WORK_ORDER_SERVICE_DESCRIPTION_MAX = 4000;

const Id = Bounds.Id();
// Units and money carry at most 2 decimals (stored as hundredths and cents). A negative cost passes
// the schema so the form's own message answers it.
const Units = Type.Number({ minimum: 0, maximum: 10_000_000, multipleOf: 0.01 });
const Dollars = Type.Number({ minimum: -100_000_000, maximum: 100_000_000, multipleOf: 0.01 });
const Text = (max: number) => Type.Optional(Nullable(Type.String({ maxLength: max })));

export const WorkOrderServiceSearch = Type.Object({
  ...SearchRequest.properties,
  WorkOrderId: Id,
});
export type WorkOrderServiceSearch = Static<typeof WorkOrderServiceSearch>;

/** An inventory item line as sent; missing fields are answered with the form's messages. */
export const ServiceItemLineInput = Type.Object({
  ServiceItemId: Type.Optional(Nullable(Id)),
  ServiceUnits: Type.Optional(Nullable(Units)),
  PricingUnits: Type.Optional(Nullable(Units)),
});

/**
 * POST workOrders/services/add (work-orders.md §3). The pricing units sent on the lines add up to
 * the service's pricing units, which are then split across the lines in proportion to their
 * service units (splitProportionally), so what is stored always follows that rule.
 */
export const NewWorkOrderService = Type.Object({
  WorkOrderId: Id,
  ServiceId: Type.Optional(Nullable(Id)),
  TotalCost: Type.Optional(Nullable(Dollars)),
  WorkOrderServiceItems: Type.Optional(Type.Array(ServiceItemLineInput, { maxItems: 500 })),
  /** When sent it must be the work order's location. */
  AccountLocationId: Type.Optional(Nullable(Id)),
  ServiceGroupId: Type.Optional(Nullable(Id)),
  /** The description template; placeholders such as {Item} are filled when it is shown. */
  Description: Text(WORK_ORDER_SERVICE_DESCRIPTION_MAX),
  Notes: Text(WORK_ORDER_SERVICE_DESCRIPTION_MAX),
});
export type NewWorkOrderService = Static<typeof NewWorkOrderService>;

/**
 * PUT workOrders/services/save. Fields left out keep what is stored; WorkOrderServiceItems, when
 * sent, is the whole new list of lines. Completed sets DateCompleted (cleared when reopened) and
 * needs WorkOrders_Status Full; every other change needs WorkOrders_Services Full.
 */
export const SaveWorkOrderService = Type.Object({
  Id,
  Version: Bounds.Version(),
  TotalCost: Type.Optional(Nullable(Dollars)),
  Description: Text(WORK_ORDER_SERVICE_DESCRIPTION_MAX),
  Notes: Text(WORK_ORDER_SERVICE_DESCRIPTION_MAX),
  Completed: Type.Optional(Type.Boolean()),
  NeedsCorrection: Type.Optional(Type.Boolean()),
  WorkOrderServiceItems: Type.Optional(Type.Array(ServiceItemLineInput, { maxItems: 500 })),
});
export type SaveWorkOrderService = Static<typeof SaveWorkOrderService>;

/** POST workOrders/services/{id}/workOrderServiceItem: one more inventory item on the service. */
export const AddWorkOrderServiceItem = Type.Object({
  ServiceItemId: Type.Optional(Nullable(Id)),
  /** Its service units (0 when left out); the service's pricing units are split again. */
  ServiceUnits: Type.Optional(Nullable(Units)),
});
export type AddWorkOrderServiceItem = Static<typeof AddWorkOrderServiceItem>;

export const WorkOrderServiceItem = Type.Object({
  Id: Type.Integer(),
  ServiceItemId: Type.Integer(),
  Name: Type.String(),
  ScientificName: Nullable(Type.String()),
  SizeName: Nullable(Type.String()),
  LocationName: Nullable(Type.String()),
  ServiceUnits: Type.Number(),
  PricingUnits: Type.Number(),
});
export type WorkOrderServiceItem = Static<typeof WorkOrderServiceItem>;

/** The catalogue service as a work order service shows it (work-orders.md §3). */
export const WorkOrderServiceInfo = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  ServiceGroupId: Type.Integer(),
  ServiceGroup: Type.String(),
  ServiceTypeId: Type.Integer(),
  ServicePricingGroupId: Nullable(Type.Integer()),
  /** Dollars per pricing unit. */
  PricingUnitOfMeasureRate: Nullable(Type.Number()),
  PricingUnitOfMeasure: Nullable(Type.String()),
  ServiceUnitOfMeasure: Nullable(Type.String()),
  ApplicationDescription: Nullable(Type.String()),
  ReportOptionId: Nullable(Type.Integer()),
  ServiceMonthStart: Nullable(Type.Integer()),
  ServiceDayStart: Nullable(Type.Integer()),
  ServiceMonthEnd: Nullable(Type.Integer()),
  ServiceDayEnd: Nullable(Type.Integer()),
});

export const WorkOrderServiceVisit = Type.Object({
  Id: Type.Integer(),
  Title: Nullable(Type.String()),
  ServiceCode: Nullable(Type.String()),
  ServiceMonthStart: Type.Integer(),
  ServiceDayStart: Type.Integer(),
  ServiceMonthEnd: Type.Integer(),
  ServiceDayEnd: Type.Integer(),
});

export const WorkOrderService = Type.Object({
  Id: Type.Integer(),
  WorkOrderId: Type.Integer(),
  ServiceId: Type.Integer(),
  ServiceName: Type.String(),
  Service: WorkOrderServiceInfo,
  ServiceVisitId: Nullable(Type.Integer()),
  ServiceVisit: Nullable(WorkOrderServiceVisit),
  WorkOrderServiceItems: Type.Array(WorkOrderServiceItem),
  /** The template as stored, placeholders and all. */
  Description: Nullable(Type.String()),
  /** The description with its placeholders filled, as plain text and as parts to show. */
  DescriptionText: Type.String(),
  DescriptionParts: Type.Array(DescriptionPart),
  /** Dollars; null for a caller without WorkOrders_Pricing (as is the service's pricing rate). */
  TotalCost: Nullable(Type.Number()),
  EquipmentSubtotal: Nullable(Type.Number()),
  /** The service's pricing units: the sum of its lines'. */
  PricingUnits: Type.Number(),
  Completed: Type.Boolean(),
  DateCompleted: Nullable(Type.String()),
  NeedsCorrection: Type.Boolean(),
  Notes: Nullable(Type.String()),
  Archived: Type.Boolean(),
  Version: Type.Integer(),
});
export type WorkOrderService = Static<typeof WorkOrderService>;

/** GET workOrders/workOrderServiceReport/{id}/emailServiceReport: who the report went to. */
export const ServiceReportSent = Type.Object({ Message: Type.String(), To: Type.String() });
export type ServiceReportSent = Static<typeof ServiceReportSent>;

const PricedService = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  TotalCost: Type.Number(),
  EquipmentSubtotal: Type.Number(),
});

/**
 * GET workOrders/{id}/pricing (ours): the Pricing tab in one read. Every live service's total cost
 * and equipment subtotal and their sums, added as integer cents on the server; amounts in dollars.
 */
export const WorkOrderPricing = Type.Object({
  WorkOrderId: Type.Integer(),
  EstimatedValue: Type.Number(),
  Services: Type.Array(PricedService),
  TotalCost: Type.Number(),
  EquipmentSubtotal: Type.Number(),
  /** The services' total costs and equipment subtotals together. */
  Total: Type.Number(),
});
export type WorkOrderPricing = Static<typeof WorkOrderPricing>;
