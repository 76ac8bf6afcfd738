import { Messages, MIN_PASSWORD_LENGTH, usernameProblem } from '@canopy/shared';

export type FormCheck<F extends string> =
  | { kind: 'ok' }
  /** Nothing would change: the spec's 'Cannot Save. No information entered.' */
  | { kind: 'empty' }
  | { kind: 'invalid'; errors: Partial<Record<F, string>> };

export interface UsernameValues {
  Username: string;
  CurrentPassword: string;
}

/** The server's username rules, checked before the call so a typo costs no round trip. */
export function checkUsername(v: UsernameValues): FormCheck<keyof UsernameValues> {
  if (!v.Username.trim()) return { kind: 'empty' };
  const problem = usernameProblem(v.Username);
  if (problem) return { kind: 'invalid', errors: { Username: problem } };
  if (!v.CurrentPassword) return { kind: 'invalid', errors: { CurrentPassword: CURRENT_PASSWORD_REQUIRED } };
  return { kind: 'ok' };
}

export interface PasswordValues {
  CurrentPassword: string;
  Password: string;
  Confirmation: string;
}

export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password.';

/** A new password and its confirmation are the information; the current one only proves identity. */
export function checkPassword(v: PasswordValues): FormCheck<keyof PasswordValues> {
  if (!v.Password && !v.Confirmation) return { kind: 'empty' };
  const errors: Partial<Record<keyof PasswordValues, string>> = {};
  if (!v.CurrentPassword) errors.CurrentPassword = CURRENT_PASSWORD_REQUIRED;
  if (v.Password.length < MIN_PASSWORD_LENGTH) errors.Password = Messages.PasswordTooShort;
  if (v.Password !== v.Confirmation) errors.Confirmation = Messages.PasswordsDoNotMatch;
  if (Object.keys(errors).length) return { kind: 'invalid', errors };
  // The same password again changes nothing; the server answers the same way.
  if (v.Password === v.CurrentPassword) return { kind: 'empty' };
  return { kind: 'ok' };
}
