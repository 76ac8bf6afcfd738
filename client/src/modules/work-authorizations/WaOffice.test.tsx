import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ProposalTypes, WorkAuthorizationMessages as M } from '@canopy/shared';
import { mockApi } from '../../test/mockApi';
import { waOf } from '../../test/waFixture';
import { renderUi } from '../../ui/test-utils';
import { BulkConfirm } from './BulkConfirm';
import { WaBasicInfo } from './WaBasicInfo';
import { WaContractLines } from './WaContractLines';
import { CUSTOMER_VIEW_LABEL, WaCustomerViewButton } from './WaCustomerViewButton';

const { record } = mockApi([
  http.post('/api/v1/proposals/confirmWorkAuthorizations', () =>
    HttpResponse.json({
      Confirmed: [{ ProposalId: 5, WorkAuthorizationId: 50 }],
      Emailed: [],
      Failed: [{ ProposalId: 6, Message: M.NothingApproved }],
    }),
  ),
  http.put('/api/v1/workAuthorization/saveBasicInfo', async ({ request }) => {
    const body = (await request.json()) as { TypeId: number };
    return HttpResponse.json({ ...waOf(false), TypeId: body.TypeId, Type: 'Renewal', Version: 2 });
  }),
]);
const bulk = record((c) => c.path === '/api/v1/proposals/confirmWorkAuthorizations');
const basic = record((c) => c.path === '/api/v1/workAuthorization/saveBasicInfo');

describe('office work authorization parts', () => {
  it('confirms the selection without e-mails and lists what was refused, by number', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const selected = new Map([
      [5, '00000000005'],
      [6, '00000000006'],
    ]);
    renderUi(<BulkConfirm selected={selected} onDone={onDone} />);
    await user.click(screen.getByLabelText('E-mail customers'));
    await user.click(screen.getByRole('button', { name: 'Confirm selected (2)' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByText(`00000000006: ${M.NothingApproved}`);
    expect(bulk.map((c) => c.body)).toEqual([{ ProposalIds: [5, 6], SendEmails: false }]);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('1 work authorization(s) confirmed')).toBeInTheDocument();
  });

  it('saves the basic info on the shown Version', async () => {
    const user = userEvent.setup();
    renderUi(<WaBasicInfo wa={{ ...waOf(false), CanEdit: true }} />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Renewal' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(basic).toHaveLength(1));
    expect(basic[0]!.body).toEqual({ Id: 7, Version: 1, TypeId: 2, PaymentMethodId: null, AutoRenew: false });
  });

  it('shows a contract visit by visit and approves one visit', async () => {
    const user = userEvent.setup();
    const onService = vi.fn();
    const wa = { ...waOf(false), ProposalTypeId: ProposalTypes.Contract, CanEdit: true };
    renderUi(<WaContractLines wa={wa} onService={onService} />);
    expect(screen.getAllByText('In program')).toHaveLength(4);
    expect(screen.getAllByText('$60.00')).toHaveLength(3);
    await user.click(screen.getByRole('checkbox', { name: 'Visit 2' }));
    expect(onService).toHaveBeenCalledWith(2, true, 22);
  });

  it("opens the customer's page in the admin view, in a new window with this tab's sign-in, by the authorization's link", () => {
    const wa = { ...waOf(false), CanEdit: true, EncryptedId: 'k3_Q-sealed+link/1' };
    const { unmount } = renderUi(<WaCustomerViewButton wa={wa} />);
    const link = screen.getByRole('link', { name: CUSTOMER_VIEW_LABEL });
    expect(link).toHaveAttribute('href', '/authorization?id=k3_Q-sealed%2Blink%2F1&view=admin');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'opener');
    unmount();

    // Nobody acts as the rep on a closed authorization, or without the right to change it.
    renderUi(<WaCustomerViewButton wa={{ ...wa, CanEdit: false }} />);
    expect(screen.queryByRole('link', { name: CUSTOMER_VIEW_LABEL })).toBeNull();
  });
});
