import { Type, type Static } from 'typebox';

export const LoginRequest = Type.Object({
  Username: Type.String({ minLength: 1, maxLength: 100 }),
  Password: Type.String({ minLength: 1, maxLength: 200 }),
  ClientId: Type.Integer(),
  ClientSecret: Type.String({ maxLength: 200 }),
  RememberMe: Type.Optional(Type.Boolean()),
});
export type LoginRequest = Static<typeof LoginRequest>;

export const ClaimFlagsSchema = Type.Record(Type.String(), Type.Integer());

export const LoginResult = Type.Object({
  Jwt: Type.String(),
  IssuedUtc: Type.String(),
  ExpiresUtc: Type.String(),
  /** Identifies the refresh-token family; the secret half travels only in an HttpOnly cookie. */
  RefreshTokenIdentifier: Type.String(),
  AuthUserId: Type.Integer(),
  ClaimFlags: ClaimFlagsSchema,
  CsrfToken: Type.String(),
});
export type LoginResult = Static<typeof LoginResult>;

export const SessionEmployee = Type.Object({
  Id: Type.Integer(),
  FirstName: Type.String(),
  LastName: Type.String(),
  ThumbnailImage: Type.Union([Type.String(), Type.Null()]),
});

export const LoginResponse = Type.Object({
  Employee: SessionEmployee,
  LoginResult,
  PrimaryBranchId: Type.Union([Type.Integer(), Type.Null()]),
  BranchIds: Type.Array(Type.Integer()),
  UserRoleId: Type.Integer(),
  LandingPage: Type.Object({ Path: Type.String() }),
});
export type LoginResponse = Static<typeof LoginResponse>;

export const RefreshRequest = Type.Object({ RefreshTokenIdentifier: Type.String({ maxLength: 200 }) });
export type RefreshRequest = Static<typeof RefreshRequest>;

export const ForgotPasswordRequest = Type.Object({ Email: Type.String({ maxLength: 320 }) });
export const ResetPasswordRequest = Type.Object({
  Token: Type.String({ minLength: 1, maxLength: 200 }),
  Password: Type.String({ maxLength: 200 }),
  Confirmation: Type.String({ maxLength: 200 }),
});
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;

export const MIN_PASSWORD_LENGTH = 8;
/** Access tokens are short-lived; the refresh cookie renews them. */
export const ACCESS_TOKEN_MINUTES = 15;
export const REMEMBER_ME_DAYS = 30;
/** Cookie carrying the refresh secret (HttpOnly, scoped to the auth paths). */
export const REFRESH_COOKIE = 'canopy_rt';
