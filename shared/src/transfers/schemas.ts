import { Type, type Static } from 'typebox';
import { Bounds } from '../platform/bounds';
import { SearchRequest } from '../platform/http';
import { Nullable } from '../platform/nullable';

/** Spec §9. */
export const TransferStatuses = { Pending: 1, Cancelled: 2, Denied: 3, Confirmed: 4, Returned: 5 } as const;
export const ResourceTypes = { Crew: 1, Equipment: 2 } as const;
/** The three actions of the transfers screen (spec §2). */
export const TransferActions = { FindResource: 1, ShowBorrowedResources: 2, ShowRequests: 3 } as const;

export const TransferStatusList = [
  { Id: TransferStatuses.Pending, Name: 'Pending' },
  { Id: TransferStatuses.Cancelled, Name: 'Cancelled' },
  { Id: TransferStatuses.Denied, Name: 'Denied' },
  { Id: TransferStatuses.Confirmed, Name: 'Confirmed' },
  { Id: TransferStatuses.Returned, Name: 'Returned' },
] as const;

export const TRANSFER_REQUEST_PAGE_SIZE = 12;
/** A find or a request spans at most this many days. */
export const TRANSFER_MAX_DAYS = 62;
export const EQUIPMENT_STATUS_MAX = 200;

const Day = Type.String({ maxLength: 30 });
const Ids = Type.Array(Bounds.Id(), { maxItems: 500 });

/** POST transfers/_find: what other branches could lend on the dates. */
export const TransferFind = Type.Object({
  ResourceTypeId: Type.Integer({ minimum: 1, maximum: 2 }),
  JobTitleId: Type.Optional(Nullable(Bounds.Id())),
  EquipmentTypeId: Type.Optional(Nullable(Bounds.Id())),
  /** The borrowing branch; left out, the caller's primary branch. */
  ToBranchId: Type.Optional(Nullable(Bounds.Id())),
  StartDate: Type.Optional(Nullable(Day)),
  EndDate: Type.Optional(Nullable(Day)),
});
export type TransferFind = Static<typeof TransferFind>;

export const TransferFindDay = Type.Object({ Date: Type.String(), Available: Type.Integer() });

export const TransferFindResult = Type.Object({
  BranchId: Type.Integer(),
  BranchName: Type.String(),
  ResourceTypeId: Type.Integer(),
  JobTitleId: Nullable(Type.Integer()),
  EquipmentTypeId: Nullable(Type.Integer()),
  TypeName: Type.String(),
  /** Free on every day of the range. */
  MinAvailable: Type.Integer(),
  Dates: Type.Array(TransferFindDay),
});
export type TransferFindResult = Static<typeof TransferFindResult>;

/** POST transfers/_sendRequest (spec §3 Transfer request). */
export const SendTransferRequest = Type.Object({
  FromBranchId: Type.Optional(Nullable(Bounds.Id())),
  ToBranchId: Type.Optional(Nullable(Bounds.Id())),
  ResourceTypeId: Type.Integer({ minimum: 1, maximum: 2 }),
  JobTitleId: Type.Optional(Nullable(Bounds.Id())),
  EquipmentTypeId: Type.Optional(Nullable(Bounds.Id())),
  StartDate: Type.Optional(Nullable(Day)),
  EndDate: Type.Optional(Nullable(Day)),
  SelectedDates: Type.Optional(Type.Array(Day, { maxItems: TRANSFER_MAX_DAYS })),
  Qty: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 99 }))),
});
export type SendTransferRequest = Static<typeof SendTransferRequest>;

export const TransferRequestCrew = Type.Object({ EmployeeId: Type.Integer(), Name: Type.String() });
export const TransferRequestEquipment = Type.Object({
  EquipmentResourceId: Type.Integer(),
  AssetNumber: Type.String(),
  EquipmentStatus: Nullable(Type.String()),
});

export const TransferRequest = Type.Object({
  Id: Type.Integer(),
  FromBranchId: Type.Integer(),
  FromBranch: Type.String(),
  ToBranchId: Type.Integer(),
  ToBranch: Type.String(),
  ResourceTypeId: Type.Integer(),
  JobTitleId: Nullable(Type.Integer()),
  EquipmentTypeId: Nullable(Type.Integer()),
  /** The job title or equipment type asked for. */
  TypeName: Type.String(),
  Qty: Type.Integer(),
  StatusId: Type.Integer(),
  Status: Type.String(),
  RequestedById: Type.Integer(),
  RequestedBy: Type.String(),
  RequestedAt: Type.String(),
  SelectedDates: Type.Array(Type.String()),
  TransferRequestCrews: Type.Array(TransferRequestCrew),
  TransferRequestEquipment: Type.Array(TransferRequestEquipment),
  /** The statuses the caller may move it to now. */
  NextStatusIds: Type.Array(Type.Integer()),
  Version: Type.Integer(),
});
export type TransferRequest = Static<typeof TransferRequest>;

/** POST transfers/_transferRequests/_search; 12 a page, total in X-List-Count. */
export const TransferRequestSearch = Type.Object({
  ...SearchRequest.properties,
  StatusIds: Type.Optional(Ids),
  FromBranchIds: Type.Optional(Ids),
  ToBranchIds: Type.Optional(Ids),
  ResourceTypeId: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2 }))),
  /** Only requests touching this day or later (the borrowed list hides what is over). */
  FromDate: Type.Optional(Nullable(Day)),
});
export type TransferRequestSearch = Static<typeof TransferRequestSearch>;

/** PUT transfers/_updateStatus. Confirmed names what is lent; Returned notes the equipment's state. */
export const UpdateTransferStatus = Type.Object({
  Id: Bounds.Id(),
  StatusId: Type.Integer({ minimum: 1, maximum: 5 }),
  Version: Bounds.Version(),
  EmployeeIds: Type.Optional(Ids),
  EquipmentResourceIds: Type.Optional(Ids),
  EquipmentStatus: Type.Optional(Nullable(Type.String({ maxLength: EQUIPMENT_STATUS_MAX }))),
});
export type UpdateTransferStatus = Static<typeof UpdateTransferStatus>;

/** What the lending branch can give for a request (_availableCrew/{id}, _availableEquip/{id}). */
export const AvailableTransferResource = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
});
export type AvailableTransferResource = Static<typeof AvailableTransferResource>;
