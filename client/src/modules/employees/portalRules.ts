import { Messages, MIN_PASSWORD_LENGTH, usernameProblem } from '@canopy/shared';

/** Client checks of a portal sign-in, with the server's messages, so mistakes show before a round trip. */
export const usernameError = (value: string): string | null => usernameProblem(value);

export function passwordError(value: string): string | null {
  return value.length < MIN_PASSWORD_LENGTH ? Messages.PasswordTooShort : null;
}

export function confirmationError(value: string, password: string): string | null {
  return value === password ? null : Messages.PasswordsDoNotMatch;
}

export const roleError = (value: string | null) => (value ? null : 'Please choose a role.');
