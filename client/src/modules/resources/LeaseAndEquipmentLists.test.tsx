import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { Messages } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { adminClaims, loginResponse } from '../../test/sessions';
import { equipmentTypes, leaseCompanies } from './fixtures';
import { resourceRoutes } from './routes';

const writes: { method: string; path: string; body: unknown }[] = [];
const list = <T,>(rows: T[]) => HttpResponse.json(rows, { headers: { 'X-List-Count': String(rows.length) } });

mockApi([
  http.post('/api/v1/resource/leasecompany/_search', () => list(leaseCompanies)),
  http.delete('/api/v1/resource/leasecompany/:id', ({ params }) => {
    writes.push({ method: 'DELETE', path: `/resource/leasecompany/${String(params.id)}`, body: undefined });
    return HttpResponse.json({});
  }),
  http.post('/api/v1/equipment/_search', () => list(equipmentTypes)),
  http.post('/api/v1/equipment', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    writes.push({ method: 'POST', path: '/equipment', body });
    return HttpResponse.json({ ...equipmentTypes[0], ...body, Id: 9 });
  }),
]);
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false));
afterEach(() => {
  writes.length = 0;
});

describe('lease companies and equipment types', { timeout: 20_000 }, () => {
  it('deletes a lease company after the user confirms', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/lease-companies/', resourceRoutes);
    await screen.findByText('Prairie Equipment Leasing', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Delete Prairie Equipment Leasing' }));
    const ask = screen.getByRole('dialog', { name: 'Delete lease company' });
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(Messages.DeletedSuccessfully)).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'DELETE', path: '/resource/leasecompany/1', body: undefined }]);
  });

  it('adds an equipment type with its daily rate in dollars', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/equipment/', resourceRoutes);
    await screen.findByText('Chipper 12 in', {}, { timeout: 15_000 });
    expect(screen.getByRole('cell', { name: '$650.00' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Equipment' }));
    await user.type(screen.getByRole('textbox', { name: 'Equipment type name' }), 'Aerial Lift');
    await user.type(screen.getByRole('textbox', { name: 'Daily rate' }), '1,250.75');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes).toEqual([
        { method: 'POST', path: '/equipment', body: { Id: 0, Name: 'Aerial Lift', DailyRate: 1250.75 } },
      ]),
    );
  });
});
