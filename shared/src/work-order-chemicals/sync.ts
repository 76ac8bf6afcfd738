import { Type, type Static } from 'typebox';
import { ListItem } from '../settings-lists/schemas';
import { ApplicationRecord, NewApplicationRecord } from './schemas';

/**
 * A chemical line's application record as a device holds it: its revisions, oldest first, under the
 * line's id, with the work order the line is on (the device finds a work order's records by it).
 */
export const SyncApplicationHistory = Type.Object({
  WorkOrderChemicalId: Type.Integer(),
  WorkOrderId: Type.Integer(),
  Revisions: Type.Array(ApplicationRecord),
});
export type SyncApplicationHistory = Static<typeof SyncApplicationHistory>;

/**
 * What a device sends for a line's record: the revisions made on it that the server has not
 * confirmed, oldest first, each the online call's body with its own uuid `Id` and `CapturedAt`. A
 * revision already stored is answered unchanged, so sending one again (a retry, or a later correction
 * sent with the earlier one still unconfirmed) appends it once.
 */
export const PushApplicationRevisions = Type.Object({
  WorkOrderChemicalId: Type.Integer({ minimum: 1 }),
  Revisions: Type.Array(NewApplicationRecord, { minItems: 1, maxItems: 50 }),
});
export type PushApplicationRevisions = Static<typeof PushApplicationRevisions>;

/**
 * A work order service as the chemicals tab needs it without a network (its name and state, so the
 * tab can list a work order's services) and the weather met while doing it, under the service's id.
 * WeatherConditions is empty for a user who may not see the weather (WorkOrders_ServiceWeatherCondition).
 */
export const SyncServiceWeather = Type.Object({
  Id: Type.Integer(),
  WorkOrderId: Type.Integer(),
  ServiceName: Type.String(),
  ServiceGroupId: Type.Integer(),
  Completed: Type.Boolean(),
  Archived: Type.Boolean(),
  Version: Type.Integer(),
  WeatherConditions: Type.Array(ListItem),
});
export type SyncServiceWeather = Static<typeof SyncServiceWeather>;
