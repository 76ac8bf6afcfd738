import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EMBEDDED_ANSWER_ID,
  PaymentMethods,
  WorkAuthorizationMessages as M,
  WorkAuthorizationStatuses as S,
} from '@canopy/shared';
import { customerWaFrameHtml } from '@canopy/shared/work-authorizations/customer-frame';
import { mockApi } from '../test/mockApi';
import { waOf } from '../test/waFixture';
import { AuthorizationPage } from './AuthorizationPage';
import { firstAnswer } from './useCustomerWa';

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
  LogoUrl: null,
  BranchName: 'North Shore',
  Phone: '(847) 555-0100 x12',
};
let current = waOf(false);
const { record } = mockApi([
  http.get('/api/v1/workAuthorization/getByEncryptedId/:link', ({ params }) =>
    params.link === LINK
      ? HttpResponse.json({ ...current, Company: COMPANY })
      : HttpResponse.json({ Message: M.InvalidLink }, { status: 400 }),
  ),
  http.put('/api/v1/workAuthorization/customer/service/UpdateApproveStatus', () => {
    current = waOf(true);
    return HttpResponse.json(current);
  }),
  http.post('/api/v1/authorize-net/payment-token', () =>
    HttpResponse.json({
      Token: 't1',
      FormUrl: '/api/v1/payment-sandbox/form',
      Amount: 18,
      InvoiceNumber: 'WA7-1',
    }),
  ),
  http.put('/api/v1/customerPayments/save', () => {
    current = waOf(true, S.ReceivedFromClient);
    return HttpResponse.json(current);
  }),
]);
const toggles = record((c) => c.path.includes('/customer/'));
const saves = record((c) => c.path === '/api/v1/customerPayments/save');
const reads = record((c) => c.path.includes('/getByEncryptedId/'));

beforeEach(() => {
  current = waOf(false);
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
});

const frameApproves = (transId: string) =>
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: {
          source: 'canopy-payment',
          qstr: `action=transactResponse&response=${JSON.stringify({ transId, responseCode: '1', totalAmount: '18.00' })}`,
        },
      }),
    );
  });

describe("the customer's work authorization page", () => {
  it("approves a service, shows the server's totals, and asks for the §5 fields in order before submitting", async () => {
    const user = userEvent.setup();
    render(<AuthorizationPage id={LINK} />);
    const spray = await screen.findByRole('checkbox', { name: /^Approve Spray program/ });
    // The company heads the page as on its printed proposal: initials for a company without a logo.
    const company = screen.getByRole('banner');
    expect(company).toHaveTextContent('CTCanopy Tree & Lawn CareNorth Shore branch · (847) 555-0100 x12');
    expect(within(company).getByRole('link', { name: '(847) 555-0100 x12' })).toHaveAttribute(
      'href',
      'tel:8475550100,12',
    );
    expect(screen.getByRole('checkbox', { name: /^Approve Pruning/ })).not.toBeChecked();
    expect(
      within(screen.getByRole('list', { name: 'Visits of Spray program' })).getAllByRole('checkbox'),
    ).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Submit approval' }));
    expect(screen.getByRole('alert')).toHaveTextContent(M.AmountZero);

    await user.click(spray);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: /^Approve Spray program/ })).toBeChecked(),
    );
    expect(toggles.map((c) => c.body)).toEqual([
      { EncryptedId: LINK, ProposalItemServiceId: 2, VisitId: null, Approved: true },
    ]);
    const totals = screen.getByLabelText('Totals');
    expect(totals).toHaveTextContent('Total approved cost$180.00');
    expect(totals).toHaveTextContent('Deposit due$18.00');

    await user.click(screen.getByLabelText('Credit Card'));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await screen.findByTitle('Secure payment form');
    frameApproves('60001');
    await screen.findByText(/Your payment of \$18\.00 was received/);
    // Paid for: the approvals stay as they were.
    expect(screen.getByRole('checkbox', { name: /^Approve Pruning/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Submit approval' }));
    expect(screen.getByRole('alert')).toHaveTextContent(M.SignBeforeSubmitting);
    expect(saves).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Sign here' }));
    await user.click(screen.getByRole('button', { name: 'Submit approval' }));
    await screen.findByText(/Your approval was received/);
    expect(saves.map((c) => c.body)).toEqual([
      {
        EncryptedId: LINK,
        Amount: 18,
        PaymentMethodId: PaymentMethods.CreditCard,
        Signature: 'data:image/png;base64,SIGNED',
        AuthorizeTransactionId: '60001',
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Submit approval' })).toBeNull();
  });

  it('draws the whole page at once from the answer the entry started, and asks again on a later visit', async () => {
    await firstAnswer(LINK);
    const { unmount } = render(<AuthorizationPage id={LINK} />);
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByRole('checkbox', { name: /^Approve Pruning/ })).toBeVisible();
    unmount();

    render(<AuthorizationPage id={LINK} />);
    expect(screen.getByText('Loading…')).toBeVisible();
    await screen.findByRole('checkbox', { name: /^Approve Pruning/ });
    expect(reads).toHaveLength(2);
  });

  it('draws at once from the answer the server put in the page, with the markup the server drew for it', async () => {
    const answer = { ...waOf(false), AccountName: 'Oak & "Elm" <Care>', Company: COMPANY };
    const embedded = document.createElement('script');
    embedded.type = 'application/json';
    embedded.id = EMBEDDED_ANSWER_ID;
    embedded.dataset.link = LINK;
    embedded.textContent = JSON.stringify(answer).replace(/</g, '\\u003c');
    document.body.append(embedded);
    await firstAnswer(LINK);
    expect(reads).toHaveLength(0);
    expect(document.getElementById(EMBEDDED_ANSWER_ID)).toBeNull();

    const { container } = render(<AuthorizationPage id={LINK} />);
    expect(screen.getByRole('checkbox', { name: /^Approve Pruning/ })).toBeVisible();
    // What the server sent in the page is what the first render draws: the swap shows no change.
    const { Company, ...wa } = answer;
    const drawn = document.createElement('div');
    drawn.innerHTML = customerWaFrameHtml(wa, Company);
    for (const part of ['.cp-company', '.cp-public-title', '.cp-wa-heading']) {
      const served = drawn.querySelector(part);
      expect(served, part).not.toBeNull();
      // React keeps adjacent strings as separate text nodes; the page shows them as one.
      const shown = container.querySelector(part)!.cloneNode(true);
      shown.normalize();
      expect(shown.isEqualNode(served), part).toBe(true);
    }
    expect(container.querySelector('.cp-wa-heading')).toHaveTextContent('Oak & "Elm" <Care>');
  });

  it('says when the link names nothing, and shows a submitted authorization without its forms', async () => {
    const { unmount } = render(<AuthorizationPage id="tampered" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(M.NotFound);
    unmount();

    current = waOf(true, S.ReceivedFromClient);
    render(<AuthorizationPage id={LINK} />);
    await screen.findByText(/Your approval was received/);
    expect(screen.getByRole('checkbox', { name: /^Approve Spray program/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('submits a signed approval without a payment when no down payment is due', async () => {
    const user = userEvent.setup();
    current = { ...waOf(true), MinimumDownPayment: 0, DefaultDeposit: 0 };
    render(<AuthorizationPage id={LINK} />);
    await screen.findByText('No deposit is due: sign and submit your approval.');
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit approval' }));
    expect(screen.getByRole('alert')).toHaveTextContent(M.SignBeforeSubmitting);
    expect(saves).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Sign here' }));
    await user.click(screen.getByRole('button', { name: 'Submit approval' }));
    await screen.findByText(/Your approval was received/);
    expect(saves.map((c) => c.body)).toEqual([
      {
        EncryptedId: LINK,
        Amount: 0,
        PaymentMethodId: 0,
        Signature: 'data:image/png;base64,SIGNED',
        AuthorizeTransactionId: null,
      },
    ]);
  });
});
