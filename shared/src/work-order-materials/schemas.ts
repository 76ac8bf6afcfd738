import { Type, type Static } from 'typebox';
import { PurchaseOrder } from '../accounts/extras';
import { Bounds } from '../platform/bounds';
import { SearchRequest } from '../platform/http';
import { Nullable } from '../platform/nullable';

/** Work order sub-lists show 12 at a time (work-orders.md §9). */
export const WORK_ORDER_MATERIAL_PAGE_SIZE = 12;
export const WORK_ORDER_MATERIAL_NOTES_MAX = 2000;

const Id = Bounds.Id();
const OptionalId = Type.Optional(Nullable(Id));
// Units and money carry at most 2 decimals (hundredths and cents); anything else is answered with
// the form's messages, so the schema only bounds them.
const Units = Type.Optional(Nullable(Bounds.Decimal({ minimum: -10_000_000, maximum: 10_000_000 })));
const Dollars = Type.Optional(Nullable(Bounds.Decimal({ minimum: -100_000_000, maximum: 100_000_000 })));
const MaterialType = Type.Integer({ minimum: 1, maximum: 2 });

/** POST workOrders/workOrderMaterials/_search: one type's rows of a work order, 12 a page. */
export const WorkOrderMaterialSearch = Type.Object({
  ...SearchRequest.properties,
  WorkOrderId: Id,
  MaterialTypeId: Type.Optional(MaterialType),
});
export type WorkOrderMaterialSearch = Static<typeof WorkOrderMaterialSearch>;

/**
 * A material or disposal on a work order (work-orders.md §3, scheduling §3 "Material cost row").
 * UnitPrice, TotalCost and ActualCost (dollars) are sent only to holders of WorkOrders_Pricing
 * (ReadOnly or Full); TotalCost is always Units × UnitPrice rounded to the cent.
 */
export const WorkOrderMaterial = Type.Object({
  Id: Type.Integer(),
  WorkOrderMaterialId: Type.Integer(),
  WorkOrderId: Type.Integer(),
  MaterialTypeId: Type.Integer(),
  MaterialId: Type.Integer(),
  MaterialName: Type.String(),
  Unit: Nullable(Type.String()),
  Units: Type.Number(),
  UnitPrice: Type.Optional(Type.Number()),
  TotalCost: Type.Optional(Type.Number()),
  ActualCost: Type.Optional(Nullable(Type.Number())),
  WorkOrderServiceId: Nullable(Type.Integer()),
  ServiceName: Nullable(Type.String()),
  ServiceItemId: Nullable(Type.Integer()),
  ServiceItem: Nullable(Type.String()),
  Notes: Nullable(Type.String()),
  DateReported: Type.String(),
  ReportedBy: Nullable(Type.String()),
  Completed: Type.Boolean(),
  DateCompleted: Nullable(Type.String()),
  Archived: Type.Boolean(),
  Version: Type.Integer(),
});
export type WorkOrderMaterial = Static<typeof WorkOrderMaterial>;

const materialFields = {
  MaterialTypeId: Type.Optional(Nullable(MaterialType)),
  MaterialId: OptionalId,
  Units,
  /** Left out: the catalogue's price of the material. Only holders of WorkOrders_Pricing set it. */
  UnitPrice: Dollars,
  ActualCost: Dollars,
  WorkOrderServiceId: OptionalId,
  /** Left out with no service: the location's NA inventory item (work-orders.md §7). */
  ServiceItemId: OptionalId,
  Notes: Type.Optional(Nullable(Type.String({ maxLength: WORK_ORDER_MATERIAL_NOTES_MAX }))),
  /** 'yyyy-MM-dd'; today when left out. */
  DateReported: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
  /** The schedule screen names its schedule, so a Confirmed or Cancelled one refuses the change. */
  ScheduleId: OptionalId,
};

/** POST workOrders/workOrderMaterials/add. */
export const NewWorkOrderMaterial = Type.Object({ WorkOrderId: Id, ...materialFields });
export type NewWorkOrderMaterial = Static<typeof NewWorkOrderMaterial>;

/** POST workOrders/{id}/addMaterial: the schedule's material cost row, every field required. */
export const AddMaterialCost = Type.Object({ WorkOrderId: Type.Optional(Id), ...materialFields });
export type AddMaterialCost = Static<typeof AddMaterialCost>;

/**
 * PUT workOrders/workOrderMaterials/save. Fields left out keep what is stored. Completed needs
 * WorkOrders_Status Full (and sets DateCompleted); every other change needs WorkOrders.
 */
export const SaveWorkOrderMaterial = Type.Object({
  Id,
  Version: Bounds.Version(),
  ...materialFields,
  Completed: Type.Optional(Type.Boolean()),
});
export type SaveWorkOrderMaterial = Static<typeof SaveWorkOrderMaterial>;

/**
 * PUT workOrders/{id}/updateMaterialActualCost (work-orders.md §3). TotalCost is accepted for the
 * spec's shape but never trusted: the total is always Units × UnitPrice.
 */
export const UpdateMaterialActualCost = Type.Object({
  WorkOrderMaterialId: Id,
  ActualCost: Dollars,
  TotalCost: Dollars,
  ScheduleId: OptionalId,
});
export type UpdateMaterialActualCost = Static<typeof UpdateMaterialActualCost>;

/** DELETE workOrders/workOrderMaterials/{id}/archive?ScheduleId= (the schedule screen names its schedule). */
export const ArchiveMaterialQuery = Type.Object({ ScheduleId: Type.Optional(Id) });
export type ArchiveMaterialQuery = Static<typeof ArchiveMaterialQuery>;

/** A service of the work order a material may be for, with its inventory items (workOrderMaterialServices). */
export const MaterialServiceChoice = Type.Object({
  WorkOrderServiceId: Type.Integer(),
  ServiceName: Type.String(),
  ServiceItems: Type.Array(Type.Object({ Id: Type.Integer(), Name: Type.String() })),
});
export type MaterialServiceChoice = Static<typeof MaterialServiceChoice>;

/** GET workOrders/workOrderMaterials/services/{workOrderId}: the add form's service choices. */
export const MaterialServiceChoices = Type.Array(MaterialServiceChoice);

/** GET workOrders/{id}/purchaseOrders: the POs the work order cites and those it may cite. */
export const WorkOrderPurchaseOrders = Type.Object({
  PurchaseOrders: Type.Array(PurchaseOrder),
  /** The account's unarchived POs in effect today (the ones a save accepts). */
  Choices: Type.Array(PurchaseOrder),
});
export type WorkOrderPurchaseOrders = Static<typeof WorkOrderPurchaseOrders>;

/** PUT workOrders/{id}/purchaseOrders: the ids of the account POs the work order cites (spec §7). */
export const SetWorkOrderPurchaseOrders = Type.Array(Id, { maxItems: 100 });
export type SetWorkOrderPurchaseOrders = Static<typeof SetWorkOrderPurchaseOrders>;
