import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { BuilderMessages as M, Messages } from '@canopy/shared';
import { mockApi } from '../../test/mockApi';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { adminClaims, loginResponse } from '../../test/sessions';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { proposalBuilderRoutes } from './routes';
import { builder, pruning } from './testing';

const posted: { url: string; body: unknown }[] = [];
let conflictOnce = false;

mockApi([
  http.get('/api/v1/proposals/builder/5', () => HttpResponse.json(builder())),
  http.post('/api/v1/proposals/ProposalData', async ({ request }) => {
    posted.push({ url: 'ProposalData', body: await request.json() });
    return HttpResponse.json(
      { Message: M.SelectInventoryItem, ModelState: { Service: [M.SelectInventoryItem] } },
      { status: 400 },
    );
  }),
  http.post('/api/v1/proposals/GroupOptions', async ({ request }) => {
    posted.push({ url: 'GroupOptions', body: await request.json() });
    const b = builder();
    const [first, second] = b.ProposalGroups;
    first!.ProposalOptionGroups[0]!.ProposalOptions.push(
      second!.ProposalOptionGroups[0]!.ProposalOptions[0]!,
    );
    return HttpResponse.json({ ...b, ProposalGroups: [first] });
  }),
  http.put('/api/v1/proposals/ProposalItemService/5', async ({ request }) => {
    const body = (await request.json()) as { Version: number };
    posted.push({ url: 'ProposalItemService', body });
    if (conflictOnce) {
      conflictOnce = false;
      return HttpResponse.json(
        { Message: 'changed', Current: { ...pruning(1, 650, 1), Version: 7 } },
        { status: 409 },
      );
    }
    return HttpResponse.json(builder());
  }),
  http.post('/api/v1/equipment/_search', () => HttpResponse.json([], { headers: { 'X-List-Count': '0' } })),
  http.post('/api/v1/materials/_search', () => HttpResponse.json([], { headers: { 'X-List-Count': '0' } })),
  http.post('/api/v1/serviceItems/_search', () =>
    HttpResponse.json([], { headers: { 'X-List-Count': '0' } }),
  ),
]);
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false));
afterEach(() => {
  posted.length = 0;
});

const open = async () => {
  renderRoutes('/builder?id=5', proposalBuilderRoutes);
  await screen.findByText('Crown pruning', {}, { timeout: 15_000 });
};

describe('the proposal builder', { timeout: 30_000 }, () => {
  it("shows the server's totals and its add refusal", async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    expect(screen.getByLabelText('Total')).toHaveTextContent('$650.00');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add service or material' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(M.SelectInventoryItem)).toBeInTheDocument();
    expect(posted[0]).toEqual({
      url: 'ProposalData',
      body: expect.objectContaining({ ProposalId: 5, ServiceItemIds: [] }),
    });
  });

  it('groups the chosen options and shows them as one choice', async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const boxes = screen.getAllByRole('checkbox', { name: 'Select' });
    await user.click(boxes[0]!);
    await user.click(boxes[1]!);
    await user.click(screen.getByRole('button', { name: 'Group options' }));
    expect(await screen.findByText('Choose one of 2 options')).toBeInTheDocument();
    expect(posted[0]).toEqual({ url: 'GroupOptions', body: { ProposalId: 5, ProposalOptionIds: [1, 2] } });
    expect(screen.getByText(M.GroupsUpdated)).toBeInTheDocument();
  });

  it('refuses to group a single option with the spec message and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getAllByRole('checkbox', { name: 'Select' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Group options' }));
    expect(await screen.findByText(M.GroupNeedsTwoOptions)).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('lists the items without cost before going on, with Continue and Cancel', async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: M.ItemsWithoutCost });
    expect(within(dialog).getByText('Crown thinning')).toBeInTheDocument();
    expect(within(dialog).queryByText('Crown pruning')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: M.ItemsWithoutCost })).toBeNull());
  });

  it('asks what to do when the item was saved by someone else, and resubmits with their Version', async () => {
    const user = userEvent.setup({ delay: null });
    conflictOnce = true;
    await open();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Edit Crown pruning' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(Messages.ConcurrencyConflict)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Overwrite with my changes' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect((posted[1]!.body as { Version: number }).Version).toBe(7);
  });
});
