import { describe, expect, it } from 'vitest';
import { Messages } from '@canopy/shared';
import { checkPassword, checkUsername, CURRENT_PASSWORD_REQUIRED } from './rules';

describe('username rules', () => {
  it('treats a blank username as nothing entered', () => {
    expect(checkUsername({ Username: '   ', CurrentPassword: 'x' })).toEqual({ kind: 'empty' });
  });

  it('applies the server rules on length, spaces and characters, then asks for the password', () => {
    const check = (Username: string, CurrentPassword = 'secret-pass') =>
      checkUsername({ Username, CurrentPassword });
    expect(check('ab')).toEqual({ kind: 'invalid', errors: { Username: Messages.UsernameLength } });
    expect(check('a'.repeat(101)).kind).toBe('invalid');
    expect(check('ann oak')).toEqual({ kind: 'invalid', errors: { Username: Messages.UsernameSpaces } });
    expect(check('<ann>')).toEqual({ kind: 'invalid', errors: { Username: Messages.UsernameCharacters } });
    expect(check(' ann.oak ', '')).toEqual({
      kind: 'invalid',
      errors: { CurrentPassword: CURRENT_PASSWORD_REQUIRED },
    });
    expect(check(' ann.oak ')).toEqual({ kind: 'ok' });
  });
});

describe('password rules', () => {
  const v = (CurrentPassword: string, Password: string, Confirmation = Password) => ({
    CurrentPassword,
    Password,
    Confirmation,
  });

  it('treats no new password as nothing entered, whatever the current one', () => {
    expect(checkPassword(v('', ''))).toEqual({ kind: 'empty' });
    expect(checkPassword(v('old-password', ''))).toEqual({ kind: 'empty' });
  });

  it('needs the current password, eight characters and a matching confirmation', () => {
    expect(checkPassword(v('', 'short', 'shorter'))).toEqual({
      kind: 'invalid',
      errors: {
        CurrentPassword: CURRENT_PASSWORD_REQUIRED,
        Password: Messages.PasswordTooShort,
        Confirmation: Messages.PasswordsDoNotMatch,
      },
    });
  });

  it('treats the current password again as nothing changed', () => {
    expect(checkPassword(v('same-password', 'same-password'))).toEqual({ kind: 'empty' });
    expect(checkPassword(v('old-password', 'new-password'))).toEqual({ kind: 'ok' });
  });
});
