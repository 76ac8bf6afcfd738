import { Type, type Static } from 'typebox';
import { Bounds } from '../platform/bounds';
import { Nullable } from '../platform/nullable';

const Ids = Type.Array(Bounds.Id(), { maxItems: 500 });
/** An instant as ISO 8601 (a date, a time, and a zone or Z); the server reads it with Date.parse. */
const Instant = Type.String({
  pattern:
    '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$',
  maxLength: 40,
});

/** POST servicerequests/_search (spec §7). DateFrom/DateTo bound the appointment's start, both inclusive. */
export const ServiceRequestSearch = Type.Object({
  Query: Type.Optional(Type.String({ maxLength: 200 })),
  StatusIds: Type.Optional(Ids),
  ArboristIds: Type.Optional(Ids),
  DateFrom: Type.Optional(Nullable(Instant)),
  DateTo: Type.Optional(Nullable(Instant)),
  Skip: Type.Optional(Bounds.Skip()),
  Take: Type.Optional(Bounds.Take()),
});
export type ServiceRequestSearch = Static<typeof ServiceRequestSearch>;

/** GET servicerequests/_search?q&skip&take. */
export const ServiceRequestQuickSearch = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  skip: Type.Optional(Bounds.Skip()),
  take: Type.Optional(Bounds.Take()),
});

const listFields = {
  Id: Type.Integer(),
  TypeId: Type.Integer(),
  TypeName: Type.String(),
  StatusId: Type.Integer(),
  StatusName: Type.String(),
  AppointmentTypeId: Nullable(Type.Integer()),
  AppointmentTypeName: Type.String(),
  AppointmentDate: Type.String(),
  AppointmentDateEnd: Type.String(),
  SalesRepId: Type.Integer(),
  SalesRepName: Type.String(),
  AccountId: Type.Integer(),
  AccountName: Type.String(),
  AccountLocationId: Type.Integer(),
  Address: Type.String(),
  BranchId: Type.Integer(),
  BranchName: Type.String(),
};
export const ServiceRequestListItem = Type.Object(listFields);
export type ServiceRequestListItem = Static<typeof ServiceRequestListItem>;

const Named = Type.Object({ Id: Type.Integer(), Name: Type.String() });

export const ServiceRequest = Type.Object({
  ...listFields,
  SourceDetailId: Nullable(Type.Integer()),
  EstimateTypes: Type.Array(Named),
  Notes: Nullable(Type.String()),
  Version: Type.Integer(),
  CreatedById: Nullable(Type.Integer()),
  CreatedBy: Type.String(),
  CreatedDate: Type.String(),
  DoNotEmail: Type.Boolean(),
  /** Proposals generated from this request, so the info screen links onward. */
  Proposals: Type.Array(Type.Object({ Id: Type.Integer(), ProposalNumber: Type.String() })),
  /** The caller may change it (ServiceRequests Full). */
  CanEdit: Type.Boolean(),
});
export type ServiceRequest = Static<typeof ServiceRequest>;

/** POST servicerequests and PUT servicerequests/{id} (Version required there). */
export const SaveServiceRequest = Type.Object({
  Id: Type.Optional(Bounds.IdOrNew()),
  Version: Type.Optional(Bounds.Version()),
  TypeId: Type.Optional(Nullable(Bounds.Id())),
  StatusId: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2 }))),
  AppointmentTypeId: Type.Optional(Nullable(Bounds.Id())),
  AppointmentDate: Type.Optional(Nullable(Instant)),
  AppointmentDateEnd: Type.Optional(Nullable(Instant)),
  SalesRepId: Type.Optional(Nullable(Bounds.Id())),
  AccountLocationId: Type.Optional(Nullable(Bounds.Id())),
  SourceDetailId: Type.Optional(Nullable(Bounds.Id())),
  EstimateTypes: Type.Optional(Type.Array(Bounds.Id(), { maxItems: 100 })),
  Notes: Type.Optional(Nullable(Type.String({ maxLength: 4000 }))),
});
export type SaveServiceRequest = Static<typeof SaveServiceRequest>;

/** GET servicerequests/doesRequestExists; `excludeId` (ours) leaves out the request being edited. */
export const RequestExistsQuery = Type.Object({
  startDate: Instant,
  endDate: Instant,
  arboristId: Bounds.Id(),
  excludeId: Type.Optional(Bounds.Id()),
});
export type RequestExistsQuery = Static<typeof RequestExistsQuery>;

/** POST servicerequests/requestLocations/_search: the locations a request may be booked at. */
export const RequestLocationSearch = Type.Object({
  Query: Type.Optional(Type.String({ maxLength: 200 })),
  AccountId: Type.Optional(Nullable(Bounds.Id())),
  Skip: Type.Optional(Bounds.Skip()),
  Take: Type.Optional(Bounds.Take()),
});
export type RequestLocationSearch = Static<typeof RequestLocationSearch>;

export const RequestLocation = Type.Object({
  Id: Type.Integer(),
  AccountId: Type.Integer(),
  AccountName: Type.String(),
  Address: Type.String(),
  City: Type.String(),
  State: Type.String(),
  Zip: Type.String(),
  BranchId: Type.Integer(),
  /** The account's first sales rep, the request's default arborist. */
  SalesRepId: Nullable(Type.Integer()),
});
export type RequestLocation = Static<typeof RequestLocation>;

/** GET servicerequests/emailServiceRequest/{a}/{b}/{c}: request id, mail the customer, copy the arborist. */
export const EmailRequestParams = Type.Object({
  a: Bounds.Id(),
  b: Type.Boolean(),
  c: Type.Boolean(),
});
export const EmailRequestResult = Type.Object({ Sent: Type.Array(Type.String()) });
export type EmailRequestResult = Static<typeof EmailRequestResult>;

/** POST servicerequests/{id}/proposal (ours): a Created proposal at the request's location. */
export const GeneratedProposal = Type.Object({ Id: Type.Integer(), ProposalNumber: Type.String() });

export const DeleteRequestQuery = Type.Object({ id: Bounds.Id() });
