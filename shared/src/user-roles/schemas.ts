import { Type, type Static } from 'typebox';
import { Bounds } from '../platform/bounds';

export const LandingPage = Type.Object({ Id: Type.Integer(), Name: Type.String(), Path: Type.String() });

export const UserRoleClaim = Type.Object({
  ClaimTypeId: Bounds.Id(),
  /** The flags held (ReadOnly 1 | PersonalAccess 2 | BranchAccess 4 | FullAccess 8). */
  ClaimValueId: Type.Integer({ minimum: 0, maximum: 15 }),
  UserRoleId: Type.Optional(Type.Integer()),
});
export type UserRoleClaim = Static<typeof UserRoleClaim>;

export const UserRoleRow = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  LandingPage,
  UserCount: Type.Integer(),
  Version: Type.Integer(),
});
export type UserRoleRow = Static<typeof UserRoleRow>;

export const UserRole = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  LandingPageId: Type.Integer(),
  LandingPage,
  Version: Type.Integer(),
  UserRoleClaims: Type.Array(UserRoleClaim),
});
export type UserRole = Static<typeof UserRole>;

export const NewUserRole = Type.Object({
  Name: Type.String({ minLength: 1, maxLength: 100 }),
  LandingPageId: Bounds.Id(),
});
export type NewUserRole = Static<typeof NewUserRole>;

export const SaveUserRole = Type.Object({
  Id: Bounds.Id(),
  Name: Type.String({ minLength: 1, maxLength: 100 }),
  LandingPageId: Bounds.Id(),
  Version: Bounds.Version(),
});
export type SaveUserRole = Static<typeof SaveUserRole>;

export const UpdateClaims = Type.Object({
  Version: Type.Optional(Bounds.Version()),
  UserRoleClaims: Type.Array(UserRoleClaim, { maxItems: 200 }),
});
export type UpdateClaims = Static<typeof UpdateClaims>;

export const ClaimTypeDto = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  ParentId: Type.Union([Type.Integer(), Type.Null()]),
  ClaimValues: Type.Array(Type.Object({ Id: Type.Integer(), Name: Type.String() })),
});

export const ClaimValueDto = Type.Object({ Id: Type.Integer(), Name: Type.String() });
