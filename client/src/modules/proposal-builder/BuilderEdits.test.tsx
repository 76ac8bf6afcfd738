import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { BuilderMessages as M, type Builder, type ProposalItemMaterial } from '@canopy/shared';
import { mockApi } from '../../test/mockApi';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { adminClaims, loginResponse } from '../../test/sessions';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { proposalBuilderRoutes } from './routes';
import { builder } from './testing';

// The builder's finer edits: a material's form, a group's name, the service groups' order, photos.

const sent: { url: string; body: unknown }[] = [];
const disposal: ProposalItemMaterial = {
  Id: 9,
  ProposalId: 5,
  ProposalOptionId: 1,
  ProposalServiceGroupId: 1,
  MaterialId: 4,
  Material: 'Wood Chips',
  MaterialTypeId: 2,
  ProposalItemServiceId: 1,
  ServiceItemId: 3,
  Description: null,
  Quantity: 2,
  UnitPrice: 12,
  ActualCost: null,
  EditedCost: null,
  Cost: 24,
  ShowPricing: true,
  Photos: [{ Id: 31, Url: '/files/31', Caption: 'Chip pile', Order: 0 }],
  Version: 3,
};
const withMore = (): Builder => {
  const b = builder();
  b.ProposalGroups[0]!.ProposalOptionGroups[0]!.ProposalOptions[0]!.ProposalItemMaterials.push(disposal);
  b.ProposalServiceGroups.push({ Id: 2, ServiceGroupId: 2, ProposalSortOrder: 1 });
  return b;
};
const record =
  (url: string, answer: () => unknown = withMore) =>
  async ({ request }: { request: Request }) => {
    sent.push({ url, body: await request.json() });
    return HttpResponse.json(answer() as object);
  };

mockApi([
  http.get('/api/v1/proposals/builder/5', () => HttpResponse.json(withMore())),
  http.put('/api/v1/proposals/ProposalItemMaterial/5', record('ProposalItemMaterial')),
  http.post('/api/v1/proposals/groups/5', record('groups')),
  http.put('/api/v1/proposals/ProposalServiceGroup/5', record('ProposalServiceGroup')),
  http.put(
    '/api/v1/proposals/proposalItemMaterialImage/31',
    record('proposalItemMaterialImage', () => ({ ...disposal.Photos[0], Caption: 'x'.repeat(200) })),
  ),
  http.delete('/api/v1/proposals/ProposalItemMaterialPhoto/31', () => {
    sent.push({ url: 'ProposalItemMaterialPhoto', body: null });
    return new HttpResponse(null, { status: 204 });
  }),
  http.post('/api/v1/equipment/_search', () => HttpResponse.json([], { headers: { 'X-List-Count': '0' } })),
]);
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false));
afterEach(() => {
  sent.length = 0;
});

const open = async () => {
  const user = userEvent.setup({ delay: null });
  renderRoutes('/builder?id=5', proposalBuilderRoutes);
  await screen.findByText('Crown pruning', {}, { timeout: 15_000 });
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  return user;
};

describe('the builder edits', { timeout: 30_000 }, () => {
  // First in the file: React warns about a missing key only once per component.
  it('draws option lines without React key warnings', async () => {
    const errors = vi.spyOn(console, 'error');
    await open();
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/unique "key" prop/);
    errors.mockRestore();
  });

  it("edits a material's units and price, says an edited cost equal to the price is not kept, and saves", async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Edit Wood Chips' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Wood Chips' });
    const units = within(dialog).getByLabelText('Units');
    await user.clear(units);
    await user.type(units, '3');
    expect(within(dialog).getByLabelText('Material price')).toHaveTextContent('$36.00');
    await user.type(within(dialog).getByLabelText('Edited cost'), '36');
    expect(within(dialog).getByText(/equals the price: it is not kept/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: 'ProposalItemMaterial',
      body: expect.objectContaining({ Id: 9, Version: 3, Quantity: 3, UnitPrice: 12, EditedCost: 36 }),
    });
  });

  it("renames a group and moves a service group up in the proposal's order", async () => {
    const user = await open();
    const name = within(screen.getByRole('region', { name: 'Group 1' })).getByLabelText('Group name');
    await user.clear(name);
    await user.type(name, 'Pruning the oaks');
    fireEvent.blur(name);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: 'groups',
      body: [{ Id: 1, Name: 'Pruning the oaks', SeparateWorkOrderGroup: false }],
    });
    await user.click(screen.getByRole('button', { name: 'Move Plant Health Care up' }));
    await waitFor(() => expect(sent.find((x) => x.url === 'ProposalServiceGroup')).toBeDefined());
    expect(sent.find((x) => x.url === 'ProposalServiceGroup')).toEqual({
      url: 'ProposalServiceGroup',
      body: [
        { Id: 2, ProposalSortOrder: 0 },
        { Id: 1, ProposalSortOrder: 1 },
      ],
    });
  });

  it('Cancel after typing a group name keeps the last saved name and saves nothing', async () => {
    const user = await open();
    const name = within(screen.getByRole('region', { name: 'Group 1' })).getByLabelText('Group name');
    await user.clear(name);
    await user.type(name, 'Pruning the oaks');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const again = within(screen.getByRole('region', { name: 'Group 1' })).getByLabelText('Group name');
    expect(again).toHaveValue('Group 1');
    expect(sent.filter((x) => x.url === 'groups')).toEqual([]);
  });

  it('cuts a caption longer than 200 characters with the warning and saves the cut text', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Edit Wood Chips' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Wood Chips' });
    const caption = within(dialog).getByLabelText('Caption of photo 1');
    fireEvent.change(caption, { target: { value: 'x'.repeat(230) } });
    expect(await screen.findByText(M.CaptionTooLong)).toBeInTheDocument();
    expect(caption).toHaveValue('x'.repeat(200));
    fireEvent.blur(caption);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: 'proposalItemMaterialImage',
      body: { Caption: 'x'.repeat(200), Order: 0 },
    });
  });

  it('deletes a photo only after the user says yes', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Edit Wood Chips' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Wood Chips' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete photo 1' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete photo' });
    expect(within(ask).getByText('Delete photo 1 of Wood Chips?')).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete photo' })).toBeNull());
    expect(sent).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete photo 1' }));
    const again = await screen.findByRole('dialog', { name: 'Delete photo' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent).toEqual([{ url: 'ProposalItemMaterialPhoto', body: null }]));
    expect(await screen.findByText(M.ImageDeleted)).toBeInTheDocument();
  });
});
