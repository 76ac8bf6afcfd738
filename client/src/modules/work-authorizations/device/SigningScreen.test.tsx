import { installFakeIndexedDb } from '../../../test/fakeIndexedDb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  proposalTermsHash,
  WorkAuthorizationMessages as M,
  WorkAuthorizationStatuses as S,
  type SyncWorkAuthorization,
} from '@canopy/shared';
import type { Review } from '@canopy/sync/store';
import { ReviewCard } from '../../../offline/review/ReviewCard';
import { renderUi } from '../../../ui/test-utils';
import {
  closeTestDevice,
  goOffline,
  openTestDevice,
  renderCrew,
  type TestDevice,
} from '../../work-order-services/crewTesting';
import { signIn } from '../../work-order-services/testing';
import { SigningScreen } from './DeviceSigning';
import { DEPOSIT_WAITS } from './SigningForm';

// The test DOM draws nothing on a canvas: the pad is replaced by a button that "signs".
vi.mock('../../../public/SignaturePad', () => ({
  SignaturePad: ({ onChange }: { onChange: (v: string | null) => void }) => (
    <button type="button" onClick={() => onChange('data:image/png;base64,SIGNED')}>
      Sign here
    </button>
  ),
}));

installFakeIndexedDb();

const wa: SyncWorkAuthorization = {
  Id: 41,
  ProposalId: 9,
  ProposalNumber: '00000000009',
  StatusId: S.SentToClient,
  Status: 'Sent To Client',
  TypeId: 1,
  Type: 'New',
  ApprovalStatusId: 0,
  ApprovalStatus: 'None',
  ApprovedByTypeId: null,
  AccountId: 3,
  AccountName: 'Oakhurst Residence',
  Address: '12 Elm St, Evanston, IL 60201',
  BranchId: 1,
  BranchName: 'North',
  SalesRepId: 7,
  SalesRepName: 'Ada Oak',
  DateApproved: null,
  CreatedDate: '2026-03-30T10:00:00.000Z',
  Version: 3,
  ProposalTypeId: 1,
  ApprovedSalesRepId: null,
  PaymentMethodId: null,
  Signed: false,
  AutoRenew: false,
  IsPaid: false,
  IsPromotionalDiscountApplied: false,
  DoNotEmail: false,
  Promotions: [],
  ApprovedSubtotal: 0,
  PromotionSavings: 0,
  TotalApprovedCost: 0,
  // As the server sends 6.25 %.
  TaxRate: 6.25,
  EstimatedTax: 0,
  MinimumDownPayment: 10,
  DefaultDeposit: 0,
  Deposits: 0,
  MeetsDownPayment: false,
  CustomerPayments: [],
  ProposalGroups: [
    {
      Id: 1,
      Name: 'Arbor Care',
      ServiceGroupId: 1,
      SeparateWorkOrderGroup: false,
      ProposalOptionGroups: [
        {
          Id: 2,
          ProposalOptions: [
            {
              Id: 3,
              ProposalItemServices: [
                {
                  Id: 11,
                  ServiceId: 5,
                  ServiceName: 'Pruning',
                  Description: 'Crown thinning',
                  Cost: 650,
                  PerVisitCost: null,
                  ApproveStatusId: 1,
                  Approved: false,
                  Visits: [],
                },
                {
                  Id: 12,
                  ServiceId: 6,
                  ServiceName: 'Spray program',
                  Description: null,
                  Cost: 180,
                  PerVisitCost: 60,
                  ApproveStatusId: 1,
                  Approved: false,
                  Visits: [1, 2, 3].map((n) => ({
                    Id: 100 + n,
                    Title: `Visit ${n}`,
                    IncludeInProgram: true,
                    IncludeThisYear: true,
                    Approved: false,
                  })),
                },
              ],
              ProposalItemMaterials: [
                {
                  Id: 21,
                  MaterialName: 'Chip disposal',
                  Description: null,
                  Cost: 45.5,
                  ApproveStatusId: 1,
                  Approved: false,
                },
              ],
            },
          ],
        },
      ],
    },
  ],
  WorkOrderIds: [],
  CanEdit: false,
  CanPay: false,
  CanConfirmWithoutDownPayment: false,
  HasInvoices: false,
  EncryptedId: null,
  AccountLocationId: 12,
  TermsHash: '',
  SignerName: null,
  SignedAt: null,
};
wa.TermsHash = proposalTermsHash(wa);

let device: TestDevice;

beforeEach(async () => {
  signIn();
  device = openTestDevice();
  await device.pulled('workAuthorization', wa);
  goOffline();
});
afterEach(closeTestDevice);

describe("the customer's signature on the device", { timeout: 30_000 }, () => {
  it('saves the approvals and signature on the device, bound to the terms shown, and says the deposit waits', async () => {
    const user = userEvent.setup({ delay: null });
    const onBack = vi.fn();
    renderCrew(<SigningScreen id={41} onBack={onBack} />);
    expect(await screen.findByText(DEPOSIT_WAITS)).toBeInTheDocument();

    // Nothing approved yet: the signature is not taken.
    await user.click(screen.getByRole('button', { name: 'Save signature' }));
    expect(await screen.findByText('Approve at least one line before signing.')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Approve Pruning/ }));
    await user.click(screen.getByRole('checkbox', { name: /Visit 2/ }));
    await user.click(screen.getByRole('button', { name: 'Save signature' }));
    expect(await screen.findByText(M.SignerRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Name of the person signing/ }), 'Dana Whitfield');
    await user.click(screen.getByRole('button', { name: 'Save signature' }));
    expect(await screen.findByText(M.SignBeforeSubmitting)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign here' }));
    await user.click(screen.getByRole('button', { name: 'Save signature' }));

    expect(
      await screen.findByText('It will be sent to the office when this device is back online.'),
    ).toBeInTheDocument();
    const [entry] = await device.outbox();
    expect(entry).toMatchObject({
      Entity: 'workAuthorization',
      Op: 'update',
      Id: 41,
      BaseVersion: 3,
      Data: {
        TermsHash: wa.TermsHash,
        SignerName: 'Dana Whitfield',
        Signature: 'data:image/png;base64,SIGNED',
        Services: [
          { ProposalItemServiceId: 11, Approved: true, Visits: [] },
          {
            ProposalItemServiceId: 12,
            Approved: true,
            Visits: [
              { Id: 101, Approved: false },
              { Id: 102, Approved: true },
              { Id: 103, Approved: false },
            ],
          },
        ],
        Materials: [{ ProposalItemMaterialId: 21, Approved: false }],
      },
    });
    expect(Date.now() - Date.parse((entry!.Data as { SignedAt: string }).SignedAt)).toBeLessThan(60_000);
    // Signed: the boxes are locked and there is nothing more to save; the way back stays.
    expect(screen.getByRole('checkbox', { name: /Approve Pruning/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save signature' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('shows the totals of the lines as ticked, worked out on the device with no signal, as the customer page shows them', async () => {
    const user = userEvent.setup({ delay: null });
    const promoted = {
      ...wa,
      Id: 42,
      Promotions: [{ Name: 'Spring care', DiscountPercentage: 10 }],
      IsPromotionalDiscountApplied: true,
      Deposits: 20,
    };
    await device.pulled('workAuthorization', { ...promoted, TermsHash: proposalTermsHash(promoted) });
    renderCrew(<SigningScreen id={42} onBack={vi.fn()} />);
    const totals = await screen.findByLabelText('Totals');
    const figure = (label: string) => within(totals).getByText(label).nextElementSibling?.textContent;
    expect(figure('Approved services')).toBe('$0.00');
    expect(figure('Deposit due')).toBe('$0.00');

    // $650 pruning and one $60 visit of the spray program: $710, 10 % off, 6.25 % tax, 10 % down
    // less the $20 already deposited.
    await user.click(screen.getByRole('checkbox', { name: /Approve Pruning/ }));
    await user.click(screen.getByRole('checkbox', { name: /Visit 2/ }));
    expect(figure('Approved services')).toBe('$710.00');
    expect(figure('Promotion savings')).toBe('−$71.00');
    expect(figure('Total approved cost')).toBe('$639.00');
    expect(figure('Estimated tax')).toBe('$39.94');
    expect(figure('Deposit due')).toBe('$43.90');

    // $45.50 of chips more: $755.50, $679.95 after the promotion, tax $42.496875 → $42.50, the
    // down payment's $67.995 → $68.00 less $20.
    await user.click(screen.getByRole('checkbox', { name: /Approve Chip disposal/ }));
    expect(figure('Approved services')).toBe('$755.50');
    expect(figure('Total approved cost')).toBe('$679.95');
    expect(figure('Estimated tax')).toBe('$42.50');
    expect(figure('Deposit due')).toBe('$48.00');

    await user.click(screen.getByRole('checkbox', { name: /Approve Pruning/ }));
    expect(figure('Approved services')).toBe('$105.50');
    expect(figure('Total approved cost')).toBe('$94.95');
  });

  it('says so when the device does not hold the work authorization', async () => {
    renderCrew(<SigningScreen id={999} onBack={vi.fn()} />);
    expect(await screen.findByText(/not on this device/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('shows a signature met by changed terms in review as the proposal having changed, with no way to force it', async () => {
    const changed = {
      ...wa,
      ProposalGroups: wa.ProposalGroups.map((g) => ({ ...g, Name: 'Arbor Care (revised)' })),
    };
    const review: Review = {
      Entity: 'workAuthorization',
      Key: 's:41',
      Kind: 'conflict',
      Op: 'update',
      Mine: { ...wa, Signed: true },
      MineBody: {},
      Theirs: changed,
      TheirsId: 41,
      TheirsVersion: 4,
      Message: null,
      ModelState: {},
      At: '2026-04-02T15:30:00.000Z',
    };
    const onResolve = vi.fn(() => Promise.resolve());
    renderUi(<ReviewCard review={review} onResolve={onResolve} />);
    const card = screen.getByRole('article', { name: 'Work authorization 00000000009 — Oakhurst Residence' });
    expect(within(card).getByText(M.ProposalChanged)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Keep mine' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect(onResolve).toHaveBeenCalledWith(review, 'theirs'));
  });
});
