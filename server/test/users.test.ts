import { expect, it } from 'vitest';
import { Messages } from '@canopy/shared';
import { sha256 } from '../src/platform/auth/tokens';
import { describeEngines, PASSWORD } from './harness';

const NEW_PASSWORD = 'sturdy-maple-2026';

describeEngines('username and password of the signed-in user', (ctx) => {
  it("answers 'Cannot Save. No information entered.' when nothing changed", async () => {
    const s = await ctx().login('foreman2');
    for (const Username of ['', '   ', 'foreman2', ' foreman2 ']) {
      const res = await ctx().call(s, 'PUT', '/api/v1/users/username', { Username });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        Message: 'Cannot Save. No information entered.',
        ModelState: { Service: ['Cannot Save. No information entered.'] },
      });
    }
    const blank = await ctx().call(s, 'PUT', '/api/v1/users/password', {
      CurrentPassword: '',
      Password: '',
      Confirmation: '',
    });
    expect(blank.json().Message).toBe(Messages.NoInformationEntered);
    const same = await ctx().call(s, 'PUT', '/api/v1/users/password', {
      CurrentPassword: PASSWORD,
      Password: PASSWORD,
      Confirmation: PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().Message).toBe(Messages.NoInformationEntered);
    const anonymous = await ctx().app.inject({
      method: 'PUT',
      url: '/api/v1/users/username',
      payload: { Username: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps usernames 3 to 100 characters, without spaces, and unique in any case', async () => {
    const s = await ctx().login('arborist3');
    const tryName = async (Username: string) =>
      (await ctx().call(s, 'PUT', '/api/v1/users/username', { Username, CurrentPassword: PASSWORD })).json();
    expect(await tryName('ab')).toEqual({
      Message: 'Username must be between 3 and 100 characters.',
      ModelState: { Username: ['Username must be between 3 and 100 characters.'] },
    });
    expect((await tryName('x'.repeat(101))).ModelState).toEqual({ Username: [Messages.UsernameLength] });
    expect((await tryName('elena novak')).ModelState).toEqual({
      Username: ['Username cannot contain spaces.'],
    });
    expect((await tryName('ADMIN')).ModelState).toEqual({ Username: ['This username is already taken.'] });
    expect(
      (
        await ctx().call(s, 'PUT', '/api/v1/users/username', {
          Username: ' elena.novak ',
          CurrentPassword: PASSWORD,
        })
      ).json(),
    ).toEqual({
      Username: 'elena.novak',
      Message: 'Username Save Successful!',
    });
    // A change of case only is a change.
    expect((await tryName('Elena.Novak')).Username).toBe('Elena.Novak');
    expect((await ctx().login('elena.novak')).body.Employee.Id).toBe(11);
    await expect(ctx().login('arborist3')).rejects.toThrow(/418/);
    // The session that made the change stays signed in.
    expect((await ctx().call(s, 'GET', '/api/v1/branches/statuses')).statusCode).toBe(200);
  });

  it('changes a username only with the current password, and only to a plain name', async () => {
    const s = await ctx().login('foreman2');
    const put = (body: object) => ctx().call(s, 'PUT', '/api/v1/users/username', body);
    const wrong = await put({ Username: 'ada.oak', CurrentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().ModelState).toEqual({ CurrentPassword: [Messages.CurrentPasswordWrong] });
    expect((await put({ Username: 'ada.oak' })).json().ModelState).toEqual({
      CurrentPassword: [Messages.CurrentPasswordWrong],
    });
    for (const Username of ['<b>ada</b>', 'ada"oak'])
      expect((await put({ Username, CurrentPassword: PASSWORD })).json().ModelState, Username).toEqual({
        Username: [Messages.UsernameCharacters],
      });
    // A NUL byte is refused for every field before any handler runs, with its own words.
    const nul = await put({ Username: 'ada\u0000oak', CurrentPassword: PASSWORD });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().ModelState.Username).toEqual([expect.stringMatching(/NUL/)]);
    for (const Username of [true, 12345, ['ada.oak']]) {
      const res = await put({ Username, CurrentPassword: PASSWORD });
      expect(res.statusCode, JSON.stringify(Username)).toBe(400);
    }
    // Nothing of the above changed the name.
    expect((await ctx().login('foreman2')).body.Employee.Id).toBeGreaterThan(0);
    expect((await put({ Username: 'ada.oak', CurrentPassword: PASSWORD })).json().Username).toBe('ada.oak');
  });

  it('checks the current password, the length and the confirmation, all at once', async () => {
    const s = await ctx().login('billing');
    const res = await ctx().call(s, 'PUT', '/api/v1/users/password', {
      CurrentPassword: 'not-my-password',
      Password: 'short',
      Confirmation: 'shorter',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Message:
        'Please correct the following--Password must be at least 8 characters.--Password and confirmation do not match.--The current password is not correct.',
      ModelState: {
        Password: ['Password must be at least 8 characters.'],
        Confirmation: ['Password and confirmation do not match.'],
        CurrentPassword: ['The current password is not correct.'],
      },
    });
    const wrongOnly = await ctx().call(s, 'PUT', '/api/v1/users/password', {
      CurrentPassword: 'nope',
      Password: NEW_PASSWORD,
      Confirmation: NEW_PASSWORD,
    });
    expect(wrongOnly.json().ModelState).toEqual({ CurrentPassword: [Messages.CurrentPasswordWrong] });
    // The password is unchanged.
    expect((await ctx().login('billing')).body.Employee.Id).toBe(3);
  });

  it("changes the password and ends the user's other sessions, keeping this one", async () => {
    const here = await ctx().login('officemanager');
    const elsewhere = await ctx().login('officemanager', { remember: true });
    // A reset link sent before the change must not undo it.
    await ctx()
      .dbh.db.insertInto('password_resets')
      .values({
        user_id: here.body.LoginResult.AuthUserId,
        token_hash: sha256('old-link'),
        expires_at: new Date(Date.now() + 3600_000).toISOString(),
      })
      .execute();
    const res = await ctx().call(here, 'PUT', '/api/v1/users/password', {
      CurrentPassword: PASSWORD,
      Password: NEW_PASSWORD,
      Confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Message: 'Password Save Successful!' });
    expect((await ctx().call(here, 'GET', '/api/v1/accounts/sources')).statusCode).toBe(200);
    expect((await ctx().call(elsewhere, 'GET', '/api/v1/accounts/sources')).statusCode).toBe(401);
    const refreshed = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { RefreshTokenIdentifier: elsewhere.body.LoginResult.RefreshTokenIdentifier },
      headers: { 'x-csrf-token': elsewhere.csrf },
      cookies: { canopy_rt: elsewhere.refreshCookie },
    });
    expect(refreshed.statusCode).toBe(401);
    await expect(ctx().login('officemanager')).rejects.toThrow(/418/);
    expect((await ctx().login('officemanager', { password: NEW_PASSWORD })).body.Employee.Id).toBe(2);
    const reset = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { Token: 'old-link', Password: 'another-pass-1', Confirmation: 'another-pass-1' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().Message).toBe(Messages.ResetTokenInvalid);
    // Other users keep their sessions.
    const admin = await ctx().login('admin');
    expect((await ctx().call(admin, 'GET', '/api/v1/accounts/sources')).statusCode).toBe(200);
  });

  it('stops guessing the current password after five wrong tries', async () => {
    const s = await ctx().login('foreman');
    const attempt = () =>
      ctx().call(s, 'PUT', '/api/v1/users/password', {
        CurrentPassword: 'guess',
        Password: NEW_PASSWORD,
        Confirmation: NEW_PASSWORD,
      });
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(400);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().Message).toBe(Messages.TooManyAttempts);
  });
});
