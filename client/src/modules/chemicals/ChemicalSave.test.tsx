import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Messages } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { mockApi } from '../../test/mockApi';
import { adminClaims, loginResponse } from '../../test/sessions';
import { hortOil, hortOilHandlers, lookupHandlers } from './fixtures';
import { chemicalRoutes } from './routes';

const { server, calls } = mockApi([...lookupHandlers, ...hortOilHandlers]);
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false));

const nameBox = () => screen.getByRole('textbox', { name: /^Name/ });
const writes = () => calls.filter((c) => c.method !== 'GET');
const asks = () => calls.filter((c) => c.path === '/api/v1/chemicals/nameExists');

function answerNameExists(exists: boolean) {
  server.use(http.get('/api/v1/chemicals/nameExists', () => HttpResponse.json({ Exists: exists })));
}

describe('saving a chemical', { timeout: 30_000 }, () => {
  it('asks about a duplicate name; Cancel goes back to the form and saves nothing', async () => {
    answerNameExists(true);
    const user = userEvent.setup({ delay: null });
    renderRoutes('/chemicals/add', chemicalRoutes);
    await user.type(
      await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 15_000 }),
      'horticultural OIL',
    );
    await user.click(screen.getByRole('button', { name: 'Create chemical' }));

    const dialog = await screen.findByRole('dialog', { name: 'Duplicate chemical name' });
    expect(within(dialog).getByText(Messages.ChemicalNameExists)).toBeInTheDocument();
    expect(asks()[0]!.search).toBe('?name=horticultural+OIL');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(nameBox()).toHaveValue('horticultural OIL');
    expect(nameBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { name: 'Add Chemical' })).toBeInTheDocument();
    expect(writes()).toEqual([]);
    expect(screen.queryByText(Messages.ChemicalCreateFailed)).not.toBeInTheDocument();
  });

  it('saves a new chemical, Active by default, when the user continues past the question', async () => {
    answerNameExists(true);
    server.use(
      http.post('/api/v1/chemicals', () =>
        HttpResponse.json({ ...hortOil, Name: 'horticultural OIL', Version: 1 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes('/chemicals/add', chemicalRoutes);
    await user.type(
      await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 15_000 }),
      'horticultural OIL',
    );
    await user.click(screen.getByRole('button', { name: 'Create chemical' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate chemical name' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(Messages.ChemicalCreated)).toBeInTheDocument();
    expect(writes()).toHaveLength(1);
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/chemicals',
      body: { Name: 'horticultural OIL', StatusId: 1, InactiveReasonId: null, ChemicalUpCharge: 0 },
    });
    await waitFor(() => expect(router.state.location.href).toBe('/chemicals/info?id=5'));
  });

  it('asks only when the name changed, and leaves the chemical itself out of the check', async () => {
    answerNameExists(false);
    server.use(
      http.put('/api/v1/chemicals/5', async ({ request }) =>
        HttpResponse.json({ ...hortOil, ...((await request.json()) as object), Version: 4 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes('/chemicals/info?id=5', chemicalRoutes);
    const target = await screen.findByRole('textbox', { name: 'Target' }, { timeout: 15_000 });
    await user.type(target, ', aphids');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Chemical Updated Successfully')).toBeInTheDocument();
    expect(asks()).toEqual([]);

    await user.clear(nameBox());
    await user.type(nameBox(), 'Dormant Oil');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(asks().map((c) => c.search)).toEqual(['?name=Dormant+Oil&excludeId=5']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("overwrites a newer version on request: the user's values go again with the server's Version", async () => {
    let puts = 0;
    server.use(
      http.put('/api/v1/chemicals/5', async ({ request }) => {
        puts += 1;
        const body = (await request.json()) as Record<string, unknown>;
        if (puts === 1)
          return HttpResponse.json(
            { Message: Messages.ConcurrencyConflict, Current: { ...hortOil, Target: 'Scale', Version: 7 } },
            { status: 409 },
          );
        return HttpResponse.json({ ...hortOil, ...body, Version: 8 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderRoutes('/chemicals/info?id=5', chemicalRoutes);
    const epa = await screen.findByRole('textbox', { name: 'EPA number' }, { timeout: 15_000 });
    await user.clear(epa);
    await user.type(epa, '48813-2');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Record changed' });
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite with my changes' }));
    expect(await screen.findByText('Chemical Updated Successfully')).toBeInTheDocument();
    const [first, second] = writes();
    expect(first!.body).toMatchObject({ Version: 3, EpaNumber: '48813-2' });
    expect(second!.body).toMatchObject({ Id: 5, Version: 7, EpaNumber: '48813-2', Target: 'Scale, mites' });
  });
});
