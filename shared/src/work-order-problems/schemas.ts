import { Type, type Static } from 'typebox';
import { IdName } from '../branches/schemas';
import { Bounds } from '../platform/bounds';
import { SearchRequest } from '../platform/http';
import { Nullable } from '../platform/nullable';

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** The id a device makes up for a record it adds, so a retried add is not a second record. */
const ClientId = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
});
const Text = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

/** A piece of equipment on the work order's schedules (GET workOrders/{id}/equipment). */
export const WorkOrderEquipment = Type.Object({
  Id: Type.Integer(),
  AssetNumber: Type.String(),
  EquipmentTypeId: Type.Integer(),
  EquipmentType: Type.String(),
  Name: Type.String(),
});
export type WorkOrderEquipment = Static<typeof WorkOrderEquipment>;

/** An equipment problem (work-orders.md §3); EquipmentProblemDescription Id 0 is Other. */
export const EquipmentProblem = Type.Object({
  Id: Type.Integer(),
  WorkOrderId: Type.Integer(),
  BranchId: Type.Integer(),
  Branch: Type.String(),
  DateReported: Type.String(),
  ReportedById: Type.Integer(),
  ReportedBy: Type.String(),
  StatusId: Type.Integer(),
  EquipmentProblemStatus: IdName,
  EquipmentProblemDescriptionId: Type.Integer(),
  EquipmentProblemDescription: IdName,
  OtherDescription: Nullable(Type.String()),
  EquipmentResourceId: Type.Integer(),
  EquipmentResource: WorkOrderEquipment,
  Notes: Nullable(Type.String()),
  ResolutionDate: Nullable(Type.String()),
  Archived: Type.Boolean(),
  Version: Type.Integer(),
});
export type EquipmentProblem = Static<typeof EquipmentProblem>;

/**
 * POST workOrders/equipmentproblems/_search: one work order's problems (the info tab), or, leaving
 * WorkOrderId out, the equipment problems screen's filters. Dates are the day reported, inclusive.
 */
export const EquipmentProblemSearch = Type.Object({
  ...SearchRequest.properties,
  WorkOrderId: Type.Optional(Nullable(Bounds.Id())),
  BranchIds: Type.Optional(Type.Array(Bounds.Id(), { maxItems: 100 })),
  StatusIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 3 }), { maxItems: 3 })),
  DateFrom: Type.Optional(Nullable(Day)),
  DateTo: Type.Optional(Nullable(Day)),
});
export type EquipmentProblemSearch = Static<typeof EquipmentProblemSearch>;

const ProblemFields = {
  EquipmentResourceId: Bounds.Id(),
  EquipmentProblemDescriptionId: Type.Integer({ minimum: 0, maximum: 1000 }),
  OtherDescription: Text(500),
  Notes: Text(4000),
};

/** POST workOrders/equipmentproblems/add: starts Open, reported now by the caller. */
export const NewEquipmentProblem = Type.Object({
  Id: Type.Optional(ClientId),
  WorkOrderId: Bounds.Id(),
  ...ProblemFields,
});
export type NewEquipmentProblem = Static<typeof NewEquipmentProblem>;

/** PUT workOrders/equipmentproblems/save: fields left out stay as they are. */
export const SaveEquipmentProblem = Type.Object({
  Id: Bounds.Id(),
  Version: Bounds.Version(),
  StatusId: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  EquipmentResourceId: Type.Optional(Bounds.Id()),
  EquipmentProblemDescriptionId: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  OtherDescription: Text(500),
  Notes: Text(4000),
});
export type SaveEquipmentProblem = Static<typeof SaveEquipmentProblem>;

/** GET workOrders/equipmentproblems/states: each status and what choosing it does to ResolutionDate. */
export const EquipmentProblemState = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  SetsResolutionDate: Type.Boolean(),
});
export type EquipmentProblemState = Static<typeof EquipmentProblemState>;

/** A damage reported on a work order (work-orders.md §3). */
export const WorkOrderDamage = Type.Object({
  Id: Type.Integer(),
  WorkOrderId: Type.Integer(),
  DateReported: Type.String(),
  ReportedById: Type.Integer(),
  ReportedBy: Type.String(),
  Description: Type.String(),
  Notes: Nullable(Type.String()),
  Archived: Type.Boolean(),
  Version: Type.Integer(),
});
export type WorkOrderDamage = Static<typeof WorkOrderDamage>;

export const WorkOrderDamageSearch = Type.Object({
  ...SearchRequest.properties,
  WorkOrderId: Bounds.Id(),
});
export type WorkOrderDamageSearch = Static<typeof WorkOrderDamageSearch>;

export const NewWorkOrderDamage = Type.Object({
  Id: Type.Optional(ClientId),
  WorkOrderId: Bounds.Id(),
  Description: Type.String({ maxLength: 500 }),
  Notes: Text(4000),
});
export type NewWorkOrderDamage = Static<typeof NewWorkOrderDamage>;

export const SaveWorkOrderDamage = Type.Object({
  Id: Bounds.Id(),
  Version: Bounds.Version(),
  Description: Type.Optional(Type.String({ maxLength: 500 })),
  Notes: Text(4000),
});
export type SaveWorkOrderDamage = Static<typeof SaveWorkOrderDamage>;

/**
 * A damage service: the damage, and the work order of sub type Damages that repairs it
 * (damageWorkOrderId).
 */
export const WorkOrderDamageService = Type.Object({
  Id: Type.Integer(),
  DamageId: Type.Integer(),
  WorkOrderId: Type.Integer(),
  DamageWorkOrderId: Type.Integer(),
  DamageWorkOrder: Type.Object({
    Id: Type.Integer(),
    StatusId: Type.Integer(),
    WorkOrderStatus: Type.String(),
    Description: Nullable(Type.String()),
  }),
  DamageDescription: Type.String(),
  Notes: Nullable(Type.String()),
  Archived: Type.Boolean(),
  Version: Type.Integer(),
});
export type WorkOrderDamageService = Static<typeof WorkOrderDamageService>;

/** By the damage (the damaged order's tab) or by the repair order (damageWorkOrderId); one is needed. */
export const WorkOrderDamageServiceSearch = Type.Object({
  ...SearchRequest.properties,
  DamageId: Type.Optional(Nullable(Bounds.Id())),
  DamageWorkOrderId: Type.Optional(Nullable(Bounds.Id())),
});
export type WorkOrderDamageServiceSearch = Static<typeof WorkOrderDamageServiceSearch>;

export const NewWorkOrderDamageService = Type.Object({
  Id: Type.Optional(ClientId),
  DamageId: Bounds.Id(),
  DamageWorkOrderId: Bounds.Id(),
  Notes: Text(4000),
});
export type NewWorkOrderDamageService = Static<typeof NewWorkOrderDamageService>;

export const SaveWorkOrderDamageService = Type.Object({
  Id: Bounds.Id(),
  Version: Bounds.Version(),
  Notes: Text(4000),
});
export type SaveWorkOrderDamageService = Static<typeof SaveWorkOrderDamageService>;
