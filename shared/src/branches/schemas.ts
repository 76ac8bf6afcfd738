import { Type, type Static } from 'typebox';
import { SearchRequest } from '../platform/http';
import { Bounds } from '../platform/bounds';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
// In bodies null is listed first: with type coercion on, a null would otherwise become 0 or ''.
const NullableIn = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([Type.Null(), t]);

/** Page size of the branch list; lookups (simple search, type-ahead) return up to 99. */
export const BRANCH_PAGE_SIZE = 12;
export const BRANCH_LOOKUP_TAKE = 99;
export const BRANCH_NAME_MAX = 100;

export const IdName = Type.Object({ Id: Type.Integer(), Name: Type.String() });
export type IdName = Static<typeof IdName>;

/** Branch statuses (BranchStatuses) and service groups (ServiceGroups) with display names. */
export const BranchStatusList: IdName[] = [
  { Id: 1, Name: 'Active' },
  { Id: 2, Name: 'Inactive' },
];
export const ServiceGroupList: IdName[] = [
  { Id: 1, Name: 'Arbor Care' },
  { Id: 2, Name: 'Plant Health Care' },
  { Id: 3, Name: 'Lawn Care' },
  { Id: 4, Name: 'Nursery' },
  { Id: 5, Name: 'Fertilization' },
];

/**
 * A branch list or lookup. `ClaimTypeId` names the area the choice is for (e.g. 9 Dashboards): the
 * branches offered follow the caller's claim on that type. Without it the caller's Branch claim
 * decides (ReadOnly or Full: every branch; otherwise the caller's own branches).
 */
export const BranchSearch = Type.Object({
  ...SearchRequest.properties,
  StatusIds: Type.Optional(Type.Array(Type.Integer(), { maxItems: 10 })),
  ClaimTypeId: Type.Optional(Bounds.Id()),
});
export type BranchSearch = Static<typeof BranchSearch>;

/** GET branches/_search?q&skip&take: the type-ahead; active branches only. */
export const BranchLookupQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  skip: Type.Optional(Bounds.Skip()),
  take: Type.Optional(Bounds.Take(999)),
  claimTypeId: Type.Optional(Bounds.Id()),
});
export type BranchLookupQuery = Static<typeof BranchLookupQuery>;

export const BranchOption = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  StatusId: Type.Integer(),
});
export type BranchOption = Static<typeof BranchOption>;

/** The branches a picker offers, and whether it may offer "All branches" (Branch or Full only). */
export const BranchChoices = Type.Object({
  AllBranchesOption: Type.Boolean(),
  Branches: Type.Array(BranchOption),
});
export type BranchChoices = Static<typeof BranchChoices>;

export const BranchEmployeeParams = Type.Object({
  employeeId: Bounds.Id(),
  claimTypeId: Bounds.Id(),
});

export const BranchRow = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  StatusId: Type.Integer(),
  BranchStatus: IdName,
  BranchManagerId: Nullable(Type.Integer()),
  BranchManagerName: Nullable(Type.String()),
  /** The preferred phone: 10 digits followed by the extension, if any. */
  Phone: Nullable(Type.String()),
  Version: Type.Integer(),
});
export type BranchRow = Static<typeof BranchRow>;

export const BranchPhone = Type.Object({
  Id: Type.Integer(),
  Phone: Type.String(),
  Extension: Type.String(),
  /** Phone and extension together, as typed: the first 10 digits are the number. */
  PhoneExt: Type.String(),
  IsPreferred: Type.Boolean(),
  PhoneTypeId: Type.Integer(),
});
export type BranchPhone = Static<typeof BranchPhone>;

/** A phone as sent: PhoneExt (number and extension typed together) wins over Phone + Extension. */
export const BranchPhoneInput = Type.Object({
  Id: Type.Optional(Type.Integer()),
  Phone: Type.Optional(NullableIn(Type.String({ maxLength: 40 }))),
  Extension: Type.Optional(NullableIn(Type.String({ maxLength: 40 }))),
  PhoneExt: Type.Optional(NullableIn(Type.String({ maxLength: 60 }))),
  IsPreferred: Type.Optional(Type.Boolean()),
  PhoneTypeId: Type.Optional(Type.Integer()),
});
export type BranchPhoneInput = Static<typeof BranchPhoneInput>;

export const BranchManager = Type.Object({
  Id: Type.Integer(),
  FirstName: Type.String(),
  LastName: Type.String(),
});

export const ServiceGroupContent = Type.Object({
  BranchId: Type.Integer(),
  ServiceGroupId: Type.Integer(),
  Content: Type.String(),
});
export type ServiceGroupContent = Static<typeof ServiceGroupContent>;

export const Branch = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  StatusId: Type.Integer(),
  BranchStatus: IdName,
  BranchManagerId: Nullable(Type.Integer()),
  BranchManager: Nullable(BranchManager),
  BranchPhoneNumbers: Type.Array(BranchPhone),
  Notes: Nullable(Type.String()),
  TermsAndConditions: Nullable(Type.String()),
  /** Ids of the service groups (ServiceGroups) the branch offers. */
  ServiceGroups: Type.Array(Type.Integer()),
  ServiceGroupContents: Type.Array(ServiceGroupContent),
  GrowingDegreeDay: Type.Number(),
  Version: Type.Integer(),
});
export type Branch = Static<typeof Branch>;

// Form fields are checked by the service so every form failure reads 'Please fix errors in form.'.
const BranchFields = {
  Name: Type.String({ maxLength: 1000 }),
  StatusId: Type.Optional(Type.Integer()),
  BranchManagerId: Type.Optional(NullableIn(Type.Integer())),
  BranchPhoneNumbers: Type.Optional(Type.Array(BranchPhoneInput, { maxItems: 20 })),
  Notes: Type.Optional(NullableIn(Type.String({ maxLength: 4000 }))),
  TermsAndConditions: Type.Optional(NullableIn(Type.String({ maxLength: 20000 }))),
  ServiceGroups: Type.Optional(Type.Array(Type.Integer(), { maxItems: 20 })),
  GrowingDegreeDay: Type.Optional(Type.Number()),
};
export const NewBranch = Type.Object(BranchFields);
export type NewBranch = Static<typeof NewBranch>;
export const SaveBranch = Type.Object({
  Id: Bounds.Id(),
  Version: Bounds.Version(),
  ...BranchFields,
});
export type SaveBranch = Static<typeof SaveBranch>;

export const SaveBranchServiceGroups = Type.Object({
  BranchId: Bounds.Id(),
  ServiceGroupIds: Type.Array(Type.Integer(), { maxItems: 20 }),
  /** When sent, the save is refused with 409 if the branch changed since it was read. */
  Version: Type.Optional(Bounds.Version()),
});
export type SaveBranchServiceGroups = Static<typeof SaveBranchServiceGroups>;

export const SaveServiceGroupContent = Type.Object({
  BranchId: Bounds.Id(),
  ServiceGroupId: Bounds.Id(),
  Content: Type.String({ maxLength: 50000 }),
});
export type SaveServiceGroupContent = Static<typeof SaveServiceGroupContent>;

export const BranchGrowingDegreeDay = Type.Object({
  BranchId: Type.Integer(),
  GrowingDegreeDay: Type.Number(),
});
export type BranchGrowingDegreeDay = Static<typeof BranchGrowingDegreeDay>;
