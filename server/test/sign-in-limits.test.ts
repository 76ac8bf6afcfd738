import { expect, it } from 'vitest';
import { Messages, WEB_CLIENT_ID, WEB_CLIENT_SECRET } from '@canopy/shared';
import { describeEngines, PASSWORD } from './harness';

describeEngines(
  'sign-in limits per address',
  (ctx) => {
    const attempt = (Username: string, Password: string, ip: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: ip,
        payload: { Username, Password, ClientId: WEB_CLIENT_ID, ClientSecret: WEB_CLIENT_SECRET },
      });

    it('blocks an address after its failures across many accounts, and only that address', async () => {
      const codes = [];
      for (const user of ['admin', 'billing', 'foreman', 'arborist'])
        codes.push((await attempt(user, 'guess', '10.9.9.9')).statusCode);
      expect(codes).toEqual([418, 418, 418, 429]);
      const blocked = await attempt('officemanager', PASSWORD, '10.9.9.9');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().Message).toBe(Messages.TooManyAttempts);
      expect((await attempt('officemanager', PASSWORD, '10.8.8.8')).statusCode).toBe(200);
    });

    it('does not count successful sign-ins against the address', async () => {
      for (let i = 0; i < 5; i++)
        expect((await attempt('branchmanager', PASSWORD, '10.7.7.7')).statusCode).toBe(200);
    });
  },
  { env: { LOGIN_FAILURES_PER_ADDRESS: '3' } },
);
