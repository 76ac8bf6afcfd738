import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Messages, WEB_CLIENT_ID, WEB_CLIENT_SECRET } from '@canopy/shared';
import { createMailer } from '../src/platform/mail';
import { describeEngines, PASSWORD } from './harness';

// A real SMTP server on loopback receives the mail the product sends.
const inbox: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, done) {
    let raw = '';
    stream.on('data', (c: Buffer) => (raw += c.toString()));
    stream.on('end', () => {
      inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      done();
    });
  },
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((res) => smtp.listen(0, '127.0.0.1', () => res()));
  port = (smtp.server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((res) => smtp.close(() => res())));

const mailer = {
  send: (m: Parameters<ReturnType<typeof createMailer>['send']>[0]) =>
    createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Canopy <no-reply@canopy.test>',
      log: () => {},
    }).send(m),
};

function tokenFrom(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /reset-password\?token=([\w-]+)/.exec(unfolded)![1]!;
}

describeEngines(
  'forgot and reset password',
  (ctx) => {
    const login = (Password: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: {
          Username: 'officemanager',
          Password,
          ClientId: WEB_CLIENT_ID,
          ClientSecret: WEB_CLIENT_SECRET,
        },
      });

    it('mails a single-use link that sets a new password and ends old sessions', async () => {
      inbox.length = 0;
      const old = await ctx().login('officemanager');
      const asked = await ctx().app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { Email: 'Olivia.Hart@canopy.example' },
      });
      expect(asked.statusCode).toBe(200);
      expect(asked.json().Message).toBe(Messages.ForgotPasswordSent);
      expect(inbox).toHaveLength(1);
      expect(inbox[0]!.to).toEqual(['olivia.hart@canopy.example']);
      const token = tokenFrom(inbox[0]!.raw);

      const mismatch = await ctx().app.inject({
        method: 'POST',
        url: '/api/v1/auth/reset-password',
        payload: { Token: token, Password: 'new-password-1', Confirmation: 'other' },
      });
      expect(mismatch.json().ModelState).toEqual({ Confirmation: [Messages.PasswordsDoNotMatch] });

      const reset = await ctx().app.inject({
        method: 'POST',
        url: '/api/v1/auth/reset-password',
        payload: { Token: token, Password: 'new-password-1', Confirmation: 'new-password-1' },
      });
      expect(reset.statusCode).toBe(200);
      expect((await login(PASSWORD)).statusCode).toBe(418);
      expect((await login('new-password-1')).statusCode).toBe(200);
      expect((await ctx().call(old, 'POST', '/api/v1/accounts/_search', {})).statusCode).toBe(401);

      const again = await ctx().app.inject({
        method: 'POST',
        url: '/api/v1/auth/reset-password',
        payload: { Token: token, Password: 'another-pass-2', Confirmation: 'another-pass-2' },
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().ModelState.Service).toEqual([Messages.ResetTokenInvalid]);
    });

    it('answers the same for an unknown address and sends nothing', async () => {
      inbox.length = 0;
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { email: 'nobody@else.example' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().Message).toBe(Messages.ForgotPasswordSent);
      expect(inbox).toHaveLength(0);
      const bad = await ctx().app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { Email: 'not-an-email' },
      });
      expect(bad.json().ModelState).toEqual({ Email: [Messages.InvalidEmail] });
    });

    it('refuses an expired link', async () => {
      inbox.length = 0;
      await ctx().app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { Email: 'bill.chen@canopy.example' },
      });
      const token = tokenFrom(inbox[0]!.raw);
      await ctx()
        .dbh.db.updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/v1/auth/reset-password',
        payload: { Token: token, Password: 'whatever-123', Confirmation: 'whatever-123' },
      });
      expect(res.statusCode).toBe(400);
    });
  },
  { mailer },
);
