import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkAuthorizationMessages as M, WorkAuthorizationStatuses as S } from '@canopy/shared';
import { SESSION_STORAGE_KEY } from '../kernel/session/storageKey';
import { mockApi } from '../test/mockApi';
import { waOf } from '../test/waFixture';
import { AuthorizationPage } from './AuthorizationPage';

// jsdom draws nothing on a canvas: the pad is replaced by a button that "signs".
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
let current = { ...waOf(true), MinimumDownPayment: 0, DefaultDeposit: 0 };

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

function signIn() {
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({
      state: { session: { LoginResult: { Jwt: 'staff-jwt', CsrfToken: 'c1' } } },
      version: 1,
    }),
  );
}

afterEach(() => localStorage.clear());

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
});
