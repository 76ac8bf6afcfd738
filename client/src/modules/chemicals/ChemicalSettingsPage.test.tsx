import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { UserRoles } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { adminClaims, claimsOf, loginResponse } from '../../test/sessions';
import { lookupHandlers } from './fixtures';
import { chemicalRoutes } from './routes';

const saved: unknown[] = [];
mockApi([
  ...lookupHandlers,
  http.post('/api/v1/chemicals/carriers', async ({ request }) => {
    const body = (await request.json()) as { Id: number; Name: string }[];
    saved.push(body);
    return HttpResponse.json(body.map((item, i) => ({ ...item, Id: item.Id || 10 + i })));
  }),
]);
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

describe('the chemical settings', { timeout: 30_000 }, () => {
  it('edits methods, units and carriers, each saved whole by POST', async () => {
    useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false);
    const user = userEvent.setup({ delay: null });
    renderRoutes('/chemicals/settings', chemicalRoutes);
    expect(
      await screen.findByRole('heading', { name: 'Chemical Settings' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Foliar Spray')).toBeInTheDocument();
    expect(screen.getByDisplayValue('fl oz')).toBeInTheDocument();

    const last = await screen.findByRole('textbox', { name: 'Carriers 2' });
    await user.type(last, '{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Carriers 3' }), '1,000 sq ft');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[2]!);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual([
      { Id: 1, Name: '100 gal' },
      { Id: 2, Name: '1 gal' },
      { Id: 0, Name: '1,000 sq ft' },
    ]);
    expect(await screen.findByText('Carriers Updated Successfully!')).toBeInTheDocument();
  });

  it('is closed to users without Settings Full', async () => {
    useSessionStore.getState().signIn(loginResponse({ claims: claimsOf(UserRoles.Arborist) }), false);
    const { router } = renderRoutes('/chemicals/settings', chemicalRoutes);
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });
});
