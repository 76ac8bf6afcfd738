import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Messages, UserRoles, type ServiceItem } from '@canopy/shared';
import { useReturnPages } from '../../app/session/returnPages';
import { useSessionStore } from '../../app/session/sessionStore';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { adminClaims, claimsOf, loginResponse } from '../../app/testing/sessions';
import { ServiceItemMessages as M } from './messages';
import { serviceItemRoutes } from './routes';
import { inventoryServer, location, oak } from './testing';

const { server, calls } = inventoryServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
  useReturnPages.getState().clear();
});
afterAll(() => server.close());

const signIn = (claims = adminClaims) => useSessionStore.getState().signIn(loginResponse({ claims }), false);
const INFO = '/serviceitem/info?id=101&accountLocationID=12&accName=Oak%20Estates&locName=Main%20house';
const puts = () => calls.filter((c) => c.method === 'PUT');

async function open(path = INFO) {
  const rendered = renderRoutes(path, serviceItemRoutes);
  await screen.findByRole('heading', { name: 'Service Item: Tree' }, { timeout: 5000 });
  return rendered;
}

describe('an item of a location', { timeout: 30_000 }, () => {
  it('on a 409 overwrites with my changes on request, sending the server Version', async () => {
    let round = 0;
    const theirs: ServiceItem = { ...oak, ConditionId: 1, ConditionName: 'Good', Version: 9 };
    server.use(
      http.put('/api/v1/serviceItems', async ({ request }) => {
        round += 1;
        const body = (await request.json()) as Partial<ServiceItem>;
        if (round === 1)
          return HttpResponse.json(
            { Message: Messages.ConcurrencyConflict, Current: theirs },
            { status: 409 },
          );
        return HttpResponse.json({ ...theirs, ...body, Version: 10 });
      }),
    );
    signIn();
    const user = userEvent.setup();
    await open();
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await user.clear(notes);
    await user.type(notes, 'Pruned in May');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Record changed' });
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite with my changes' }));
    expect(await screen.findByText(M.Updated)).toBeInTheDocument();
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[0]!.body).toMatchObject({ Id: 101, Version: 3, Notes: 'Pruned in May', TypeId: 1 });
    expect(puts()[1]!.body).toMatchObject({ Id: 101, Version: 9, Notes: 'Pruned in May', ConditionId: 2 });
  });

  it('on a 409 can load their changes instead', async () => {
    const theirs: ServiceItem = { ...oak, Notes: 'Cabled in 2024', Version: 9 };
    server.use(
      http.put('/api/v1/serviceItems', () =>
        HttpResponse.json({ Message: Messages.ConcurrencyConflict, Current: theirs }, { status: 409 }),
      ),
    );
    signIn();
    const user = userEvent.setup();
    await open();
    await user.clear(screen.getByRole('textbox', { name: 'Notes' }));
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record changed' });
    await user.click(within(dialog).getByRole('button', { name: 'Load their changes' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Cabled in 2024'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("is read-only to a branch manager of another branch's location", async () => {
    server.use(
      http.get('/api/v1/accounts/accountLocations/12', () => HttpResponse.json({ ...location, BranchId: 2 })),
    );
    signIn(claimsOf(UserRoles.BranchManager));
    await open();
    expect(await screen.findByText('Read only')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use my position' })).not.toBeInTheDocument();
  });

  it('lets a branch manager edit at a location of their branch', async () => {
    signIn(claimsOf(UserRoles.BranchManager));
    // Without names in the link, they show once the location (and its branch) has loaded.
    await open('/serviceitem/info?id=101');
    await waitFor(() => expect(screen.getByLabelText('Location')).toHaveTextContent('Oak Estates'));
    expect(screen.queryByText('Read only')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeEnabled();
  });

  it('deletes after confirming and returns to the list', async () => {
    server.use(http.delete('/api/v1/serviceItems/101', () => HttpResponse.json({})));
    signIn();
    const user = userEvent.setup();
    const { router } = await open();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete item' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/serviceitem/'));
    expect(router.state.location.search).toMatchObject({ accountLocationID: 12, accName: 'Oak Estates' });
    expect(calls.map((c) => [c.method, c.path])).toContainEqual(['DELETE', '/api/v1/serviceItems/101']);
    expect(screen.getByText(M.Deleted)).toBeInTheDocument();
  });
});
