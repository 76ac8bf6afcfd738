import { Messages, MIN_PASSWORD_LENGTH } from '@canopy/shared';

/** Client checks of a portal sign-in, with the server's messages, so mistakes show before a round trip. */
export function usernameError(value: string): string | null {
  const v = value.trim();
  if (/\s/.test(v)) return Messages.UsernameSpaces;
  if (v.length < 3 || v.length > 100) return Messages.UsernameLength;
  return null;
}

export function passwordError(value: string): string | null {
  return value.length < MIN_PASSWORD_LENGTH ? Messages.PasswordTooShort : null;
}

export function confirmationError(value: string, password: string): string | null {
  return value === password ? null : Messages.PasswordsDoNotMatch;
}

export const roleError = (value: string | null) => (value ? null : 'Please choose a role.');
