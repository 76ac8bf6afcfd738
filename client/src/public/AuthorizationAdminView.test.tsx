import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, WorkAuthorizationMessages as M, WorkAuthorizationStatuses as S } from '@canopy/shared';
import { SESSION_STORAGE_KEY } from '../kernel/session/storageKey';
import { mockApi } from '../test/mockApi';
import { waOf } from '../test/waFixture';
import { AuthorizationPage } from './AuthorizationPage';

// The test DOM draws nothing on a canvas: the pad is replaced by a button that "signs".
vi.mock('./SignaturePad', () => ({
  SignaturePad: ({ onChange }: { onChange: (v: string | null) => void }) => (
    <button type="button" onClick={() => onChange('data:image/png;base64,SIGNED')}>
      Sign here
    </button>
  ),
}));

const LINK = 'sealed-link';
const COMPANY = {
  Name: 'Canopy Tree & Lawn Care',
  LogoUrl: '/api/v1/companies/logo',
  BranchName: 'North Shore',
  Phone: null,
};
const signedIn = (req: Request) => req.headers.get('authorization') === 'Bearer staff-jwt';
const refused = () => HttpResponse.json({ Message: 'Unauthorized' }, { status: 401 });
const fresh = () => ({ ...waOf(true), MinimumDownPayment: 0, DefaultDeposit: 0 });
let current = fresh();

const { record, server } = mockApi([
  http.get('/api/v1/workAuthorization/admin/getByEncryptedId/:link', ({ request }) =>
    signedIn(request) ? HttpResponse.json({ ...current, Company: COMPANY }) : refused(),
  ),
  http.put('/api/v1/workAuthorization/service/UpdateApproveStatus', ({ request }) =>
    signedIn(request) ? HttpResponse.json(current) : refused(),
  ),
  http.put('/api/v1/workAuthorization/admin/customerPayments/save', ({ request }) => {
    if (!signedIn(request) || !request.headers.get('idempotency-key')) return refused();
    current = { ...current, StatusId: S.ReceivedFromClient, Status: 'Received From Client' };
    return HttpResponse.json(current);
  }),
]);
const calls = record(() => true);

function signIn(Jwt = 'staff-jwt', store: Storage = localStorage) {
  store.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({
      state: {
        session: { LoginResult: { Jwt, CsrfToken: 'c1', RefreshTokenIdentifier: 'family-1' } },
        remember: true,
      },
      version: 1,
    }),
  );
}

const keptJwt = (store: Storage = localStorage) =>
  (
    JSON.parse(store.getItem(SESSION_STORAGE_KEY)!) as {
      state: { session: { LoginResult: { Jwt: string } } };
    }
  ).state.session.LoginResult.Jwt;

afterEach(() => {
  current = fresh();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the work authorization page in the admin view', () => {
  it('asks for an office sign-in first, calling nothing', async () => {
    render(<AuthorizationPage id={LINK} admin />);
    expect(await screen.findByText(M.AdminSignIn)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in to Canopy' })).toHaveAttribute('href', '/login');
    expect(calls).toEqual([]);
  });

  it("acts as the sales rep: the office's toggles by id, the approval saved as the rep's under one key", async () => {
    const user = userEvent.setup();
    signIn();
    render(<AuthorizationPage id={LINK} admin />);
    await screen.findByText(M.ActingAsRep);
    expect(screen.getByRole('link', { name: 'Back to the work authorization' })).toHaveAttribute(
      'href',
      `/workauthorization/info?id=${current.Id}`,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Canopy Tree & Lawn Care');

    await user.click(screen.getByRole('checkbox', { name: /^Approve Pruning/ }));
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain('/api/v1/workAuthorization/service/UpdateApproveStatus'),
    );
    expect(calls.at(-1)!.body).toEqual({
      WorkAuthorizationId: current.Id,
      ProposalItemServiceId: 1,
      VisitId: null,
      Approved: true,
    });

    await user.click(screen.getByRole('button', { name: 'Sign here' }));
    await user.click(screen.getByRole('button', { name: 'Submit approval' }));
    await screen.findByText(/Your approval was received/);
    expect(calls.filter((c) => c.path.endsWith('/customerPayments/save')).map((c) => c.path)).toEqual([
      '/api/v1/workAuthorization/admin/customerPayments/save',
    ]);
  });

  it('says so when the signed-in user may not act on this authorization', async () => {
    signIn();
    server.use(
      http.get('/api/v1/workAuthorization/admin/getByEncryptedId/:link', () =>
        HttpResponse.json({ Message: 'Forbidden' }, { status: 403 }),
      ),
    );
    render(<AuthorizationPage id={LINK} admin />);
    expect(await screen.findByRole('alert')).toHaveTextContent(M.NotAllowed);
  });

  it('renews an expired office token with the refresh cookie, keeps it for the console, and carries on', async () => {
    const user = userEvent.setup();
    // Not remembered: the sign-in lives in this tab's storage, where the console reads it back.
    signIn('expired-jwt', sessionStorage);
    const refreshes: { csrf: string | null; body: unknown }[] = [];
    server.use(
      http.post('/api/v1/auth/refresh', async ({ request }) => {
        refreshes.push({ csrf: request.headers.get(CSRF_HEADER), body: await request.json() });
        return HttpResponse.json({
          LoginResult: { Jwt: 'staff-jwt', CsrfToken: 'c2', RefreshTokenIdentifier: 'family-1' },
        });
      }),
    );
    render(<AuthorizationPage id={LINK} admin />);
    expect(await screen.findByText(M.ActingAsRep)).toBeVisible();
    expect(refreshes).toEqual([{ csrf: 'c1', body: { RefreshTokenIdentifier: 'family-1' } }]);
    expect(calls.map((c) => c.path)).toEqual([
      `/api/v1/workAuthorization/admin/getByEncryptedId/${LINK}`,
      '/api/v1/auth/refresh',
      `/api/v1/workAuthorization/admin/getByEncryptedId/${LINK}`,
    ]);
    expect(keptJwt(sessionStorage)).toBe('staff-jwt');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();

    // The renewed token goes with what follows: no second renewal.
    await user.click(screen.getByRole('checkbox', { name: /^Approve Pruning/ }));
    await waitFor(() =>
      expect(calls.at(-1)!.path).toBe('/api/v1/workAuthorization/service/UpdateApproveStatus'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(refreshes).toHaveLength(1);
  });

  it('asks for a sign-in when the office session can no longer be renewed', async () => {
    signIn('expired-jwt');
    server.use(
      http.post('/api/v1/auth/refresh', () =>
        HttpResponse.json({ Message: 'Unauthorized' }, { status: 401 }),
      ),
    );
    render(<AuthorizationPage id={LINK} admin />);
    expect(await screen.findByText(M.AdminSignIn)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in to Canopy' })).toHaveAttribute('href', '/login');
    expect(keptJwt()).toBe('expired-jwt');
  });
});
