import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { Messages } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { adminClaims, loginResponse } from '../../test/sessions';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { inventorySettingsRoutes } from './routes';

const puts: { path: string; body: unknown }[] = [];
const { server } = mockApi([
  http.get('/api/v1/serviceItems/sizeunitsofmeasure', () =>
    HttpResponse.json([{ Id: 1, Name: 'DBH inches' }]),
  ),
  http.get('/api/v1/serviceItems/conditions', () => HttpResponse.json([])),
  http.put('/api/v1/serviceItems/:path', async ({ request, params }) => {
    const body = (await request.json()) as { Id: number; Name: string }[];
    puts.push({ path: String(params.path), body });
    return HttpResponse.json(body.map((r, i) => ({ Id: r.Id || 10 + i, Name: r.Name })));
  }),
]);
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false));
afterEach(() => {
  puts.length = 0;
});

describe('the size settings screen', { timeout: 20_000 }, () => {
  it('saves size units whole, dropping rows left blank', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/serviceitemsetting/sizesettings', inventorySettingsRoutes);
    const first = await screen.findByRole(
      'textbox',
      { name: 'Size Units of Measure 1' },
      { timeout: 15_000 },
    );
    await user.click(first);
    await user.keyboard('{End}{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Size Units of Measure 2' }), '   ');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ path: 'sizeunitsofmeasure', body: [{ Id: 1, Name: 'DBH inches' }] });
    expect(await screen.findByText('Size Units of Measure Updated Successfully!')).toBeInTheDocument();
  });

  it('starts an empty conditions list with one row and shows a refusal for removed items in use', async () => {
    server.use(
      http.put('/api/v1/serviceItems/sizeunitsofmeasure', () =>
        HttpResponse.json(
          { Message: Messages.SettingsListInUse, ModelState: { Service: [Messages.SettingsListInUse] } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes('/serviceitemsetting/sizesettings', inventorySettingsRoutes);
    expect(await screen.findByRole('textbox', { name: 'Conditions 1' }, { timeout: 15_000 })).toHaveValue('');
    await user.click(await screen.findByRole('button', { name: 'Remove Size Units of Measure 1' }));
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await screen.findByText(Messages.SettingsListInUse)).toBeInTheDocument();
  });
});
