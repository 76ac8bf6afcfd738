import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { Messages, type Promotion } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { adminClaims, loginResponse } from '../../test/sessions';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { promotionRoutes } from './routes';

const spring: Promotion = {
  Id: 1,
  Name: 'Spring savings',
  DiscountPercentage: 12.5,
  ExpirationDate: null,
  Active: true,
  Archived: false,
  Expired: false,
  Version: 3,
};
const winter: Promotion = {
  Id: 2,
  Name: 'Winter deal',
  DiscountPercentage: 5,
  ExpirationDate: '2024-02-28',
  Active: true,
  Archived: false,
  Expired: true,
  Version: 1,
};
const searches: Record<string, unknown>[] = [];
const saves: { method: string; body: Record<string, unknown> }[] = [];

mockApi([
  http.post('/api/v1/promotions/_search', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    searches.push(body);
    const rows = body.IncludeExpired ? [spring, winter] : [spring];
    return HttpResponse.json(rows, { headers: { 'X-List-Count': String(rows.length) } });
  }),
  http.put('/api/v1/promotions', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    saves.push({ method: 'PUT', body });
    return HttpResponse.json({ ...spring, ...body, Version: 4 });
  }),
  http.post('/api/v1/promotions', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    saves.push({ method: 'POST', body });
    return HttpResponse.json({ ...spring, ...body, Id: 9, Version: 1 });
  }),
]);
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false));
afterEach(() => {
  searches.length = 0;
  saves.length = 0;
});

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('the promotion list', { timeout: 20_000 }, () => {
  it('asks for expired promotions only when the toggle is on, and marks them', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/promotions/', promotionRoutes);
    await screen.findByText('Spring savings', {}, { timeout: 15_000 });
    expect(searches[0]).toEqual({
      Query: '',
      Skip: 0,
      Take: 12,
      IncludeArchived: false,
      IncludeExpired: false,
    });
    expect(within(rowOf('Spring savings')).getByText('12.50%')).toBeInTheDocument();
    expect(within(rowOf('Spring savings')).getByText('Never')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Include expired' }));
    await screen.findByText('Winter deal');
    expect(searches.at(-1)).toMatchObject({ IncludeExpired: true, IncludeArchived: false, Skip: 0 });
    expect(within(rowOf('Winter deal')).getByText('Expired')).toBeInTheDocument();
    expect(within(rowOf('Winter deal')).getByText('2/28/2024')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Include archived' }));
    await waitFor(() =>
      expect(searches.at(-1)).toMatchObject({ IncludeExpired: true, IncludeArchived: true }),
    );
  });

  it('archives only after confirmation, saving the flag on the listed Version', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/promotions/', promotionRoutes);
    await screen.findByText('Spring savings', {}, { timeout: 15_000 });
    await user.click(within(rowOf('Spring savings')).getByRole('button', { name: 'Archive' }));
    let dialog = screen.getByRole('dialog', { name: 'Archive' });
    expect(within(dialog).getByText("Archive 'Spring savings'?")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(saves).toEqual([]);

    await user.click(within(rowOf('Spring savings')).getByRole('button', { name: 'Archive' }));
    dialog = screen.getByRole('dialog', { name: 'Archive' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      method: 'PUT',
      body: {
        Id: 1,
        Name: 'Spring savings',
        DiscountPercentage: 12.5,
        ExpirationDate: null,
        Active: true,
        Archived: true,
        Version: 3,
      },
    });
  });

  it('edits a promotion inline with a 2-decimal discount capped at 100', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/promotions/', promotionRoutes);
    await screen.findByText('Spring savings', {}, { timeout: 15_000 });
    await user.click(within(rowOf('Spring savings')).getByRole('button', { name: 'Edit' }));
    const discount = screen.getByRole('textbox', { name: 'Discount' });
    await user.clear(discount);
    await user.type(discount, '15.256');
    expect(discount).toHaveValue('15.25');
    await user.type(screen.getByRole('textbox', { name: 'Expiration date' }), '6/30/2030');
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      method: 'PUT',
      body: {
        Id: 1,
        Name: 'Spring savings',
        DiscountPercentage: 15.25,
        ExpirationDate: '2030-06-30',
        Active: false,
        Archived: false,
        Version: 3,
      },
    });
    expect(await screen.findByText(Messages.UpdatedSuccessfully)).toBeInTheDocument();
  });

  it('adds a promotion with a POST and no Version, refusing a blank name first', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/promotions/', promotionRoutes);
    await user.click(await screen.findByRole('button', { name: 'Add Promotion' }, { timeout: 15_000 }));
    const discount = screen.getByRole('textbox', { name: 'Discount' });
    await user.type(discount, '250');
    await user.tab();
    expect(discount).toHaveValue('100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(saves).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Loyalty');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      method: 'POST',
      body: {
        Id: 0,
        Name: 'Loyalty',
        DiscountPercentage: 100,
        ExpirationDate: null,
        Active: true,
        Archived: false,
      },
    });
    expect(await screen.findByText('Added Successfully')).toBeInTheDocument();
  });
});
