import { Type, type Static } from 'typebox';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 100;

/** The signed-in user's new username; their current password proves it is them. */
export const SaveUsername = Type.Object({
  Username: Type.String({ maxLength: 400 }),
  CurrentPassword: Type.Optional(Type.String({ maxLength: 200 })),
});
export type SaveUsername = Static<typeof SaveUsername>;

/** The signed-in user's new password; the current one proves it is them. */
export const SavePassword = Type.Object({
  CurrentPassword: Type.String({ maxLength: 200 }),
  Password: Type.String({ maxLength: 200 }),
  Confirmation: Type.String({ maxLength: 200 }),
});
export type SavePassword = Static<typeof SavePassword>;

export const UsernameSaved = Type.Object({ Username: Type.String(), Message: Type.String() });
export type UsernameSaved = Static<typeof UsernameSaved>;
