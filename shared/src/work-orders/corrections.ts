import { Type, type Static } from 'typebox';
import { Nullable } from '../platform/nullable';

/** A work order at the other end of a correction link, as the correction links dialog lists it. */
export const CorrectionLink = Type.Object({
  Id: Type.Integer(),
  SubTypeId: Type.Integer(),
  StatusId: Type.Integer(),
  WorkOrderStatus: Type.String(),
  Description: Nullable(Type.String()),
  /** An instant (ISO 8601). */
  CreatedAt: Type.String(),
});
export type CorrectionLink = Static<typeof CorrectionLink>;

/**
 * GET workOrders/{id}/correctionWorkOrder: both ends of the order's correction links — the original
 * it corrects (OriginalWoId) and the correction work orders made from it — within the caller's reach.
 */
export const CorrectionLinks = Type.Object({
  WorkOrderId: Type.Integer(),
  Original: Nullable(CorrectionLink),
  Corrections: Type.Array(CorrectionLink),
});
export type CorrectionLinks = Static<typeof CorrectionLinks>;

/** PUT workOrders/{id}/createCorrectionWorkOrder: the new correction work order and the services copied. */
export const CorrectionCreated = Type.Object({
  WorkOrderId: Type.Integer(),
  OriginalWoId: Type.Integer(),
  ServiceIds: Type.Array(Type.Integer()),
});
export type CorrectionCreated = Static<typeof CorrectionCreated>;
