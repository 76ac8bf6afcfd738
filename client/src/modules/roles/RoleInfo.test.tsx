import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { LandingPages, markerMessage, Messages, R } from '@canopy/shared';
import { isBuilt } from '../../app/routes/built';
import { notifyError, notifySuccess } from '../../ui/notify';
import { lookupHandlers, roleFixture } from './fixtures';
import { renderRoute } from './testing';

vi.mock('../../ui/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

// Each case drives the whole screen (shell, 46 claim rows) through the test DOM, which takes seconds.

const { server } = mockApi();
beforeEach(() => vi.clearAllMocks());

const box = (name: string) => screen.getByRole('checkbox', { name });

function serveRole(role = roleFixture(), pages: number[] = []) {
  server.use(
    ...lookupHandlers(pages),
    http.get('/api/v1/userRoles/7', () => HttpResponse.json(role)),
  );
}

async function openRole(claims?: Parameters<typeof renderRoute>[1]) {
  const rendered = renderRoute('/roles/info?id=7', claims);
  await screen.findByRole('heading', { name: 'Estimator', level: 1 });
  await screen.findByRole('checkbox', { name: 'Account Read Only' });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

describe('the role claims editor', () => {
  it('fetches every page of claim types and shows children indented under their parent', async () => {
    const pages: number[] = [];
    serveRole(roleFixture(), pages);
    await openRole();
    expect(pages).toEqual([0, 10, 20, 30, 40]);
    const rows = within(screen.getByRole('table', { name: 'Claims' }))
      .getAllByRole('row')
      .map((r) => r.textContent ?? '');
    const at = (text: string) => rows.findIndex((r) => r.startsWith(text));
    expect(at('Reports')).toBe(at('Commissions') + 1);
    expect(at('Employee Payments')).toBe(at('Commissions') + 2);
    expect(at('Contracts')).toBe(at('Commissions') + 3);
    expect(box('Chemical Read Only')).toBeChecked();
  });

  it('saves the flags combined into ClaimValueId, and only ClaimTypeId and ClaimValueId', async () => {
    serveRole();
    let body: unknown;
    server.use(
      http.put('/api/v1/userRoles/7/updateClaims', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          roleFixture({
            Version: 4,
            UserRoleClaims: [
              { ClaimTypeId: 1, ClaimValueId: 5, UserRoleId: 7 },
              { ClaimTypeId: 19, ClaimValueId: 2, UserRoleId: 7 },
            ],
          }),
        );
      }),
    );
    const { user } = await openRole();
    const save = screen.getByRole('button', { name: 'Save claims' });
    expect(save).toBeDisabled();
    await user.click(box('Account Read Only'));
    await user.click(box('Account Branch'));
    await user.click(box('Proposals Personal'));
    await user.click(screen.getByRole('button', { name: 'Clear Chemical' }));
    expect(screen.getByRole('status')).toHaveTextContent('3 claim types changed');
    await user.click(save);
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(Messages.RoleSaved));
    expect(body).toEqual({
      Version: 3,
      UserRoleClaims: [
        { ClaimTypeId: 1, ClaimValueId: 5 },
        { ClaimTypeId: 19, ClaimValueId: 2 },
      ],
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(box('Account Branch')).toBeChecked();
  });

  it('selects a whole row, finds claim types by name and discards edits', async () => {
    serveRole();
    const { user } = await openRole();
    await user.click(screen.getByRole('button', { name: 'Select all for Commissions Reports' }));
    for (const flag of ['Read Only', 'Personal', 'Branch', 'Full'])
      expect(box(`Commissions Reports ${flag}`)).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Find a claim type' }), 'draw');
    expect(screen.queryByRole('checkbox', { name: 'Account Read Only' })).toBeNull();
    expect(box('Employee Read Only')).toBeInTheDocument();
    expect(box('Reset Draw Balance Full')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(box('Commissions Reports Full')).not.toBeChecked();
  });

  it('offers the concurrency dialog on a 409 and overwrites with the server Version', async () => {
    serveRole();
    const versions: number[] = [];
    server.use(
      http.put('/api/v1/userRoles/7/updateClaims', async ({ request }) => {
        const { Version } = (await request.json()) as { Version: number };
        versions.push(Version);
        if (Version === 3)
          return HttpResponse.json(
            { Message: Messages.ConcurrencyConflict, Current: roleFixture({ Version: 6 }) },
            { status: 409 },
          );
        return HttpResponse.json(roleFixture({ Version: 7 }));
      }),
    );
    const { user } = await openRole();
    await user.click(box('Account Full'));
    await user.click(screen.getByRole('button', { name: 'Save claims' }));
    await user.click(await screen.findByRole('button', { name: 'Overwrite with my changes' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(Messages.RoleSaved));
    expect(versions).toEqual([3, 6]);
  });

  it("says 'Error Saving Role' when the save fails", async () => {
    serveRole();
    server.use(http.put('/api/v1/userRoles/7/updateClaims', () => HttpResponse.json({}, { status: 500 })));
    const { user } = await openRole();
    await user.click(box('Account Full'));
    await user.click(screen.getByRole('button', { name: 'Save claims' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(Messages.ErrorSavingRole));
    expect(box('Account Full')).toBeChecked();
  });

  it('is read-only without UserRole Full', async () => {
    serveRole();
    await openRole({ UserRole: R, Settings: 8 });
    expect(box('Account Read Only')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save claims' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Select all for/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.getByText('Read only')).toBeInTheDocument();
  });
});

describe('the role page', () => {
  it("says 'Error Loading Role' when the role cannot be loaded", async () => {
    server.use(
      ...lookupHandlers(),
      http.get('/api/v1/userRoles/7', () => HttpResponse.json({ Message: 'Not found' }, { status: 404 })),
    );
    renderRoute('/roles/info?id=7');
    expect(await screen.findByText(Messages.ErrorLoadingRole)).toBeInTheDocument();
    expect(notifyError).toHaveBeenCalledWith(Messages.ErrorLoadingRole);
  });

  it('saves the basic info with the Version its own claims save produced', async () => {
    serveRole();
    const sent: unknown[] = [];
    server.use(
      http.put('/api/v1/userRoles/7/updateClaims', () => HttpResponse.json(roleFixture({ Version: 4 }))),
      http.put('/api/v1/userRoles', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(roleFixture({ Name: 'Senior Estimator', Version: 5 }));
      }),
    );
    const { user } = await openRole();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Senior Estimator');
    await user.click(box('Account Full'));
    await user.click(screen.getByRole('button', { name: 'Save claims' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(Messages.RoleSaved));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ Id: 7, Name: 'Senior Estimator', LandingPageId: 6, Version: 4 });
    expect(await screen.findByRole('heading', { name: 'Senior Estimator', level: 1 })).toBeInTheDocument();
  });

  it('shows a landing page that is not built greyed, and offers only built ones in its place', async () => {
    serveRole(
      roleFixture({
        LandingPageId: 2,
        LandingPage: { Id: 2, Name: 'Dashboard', Path: '/dashboard' },
      }),
    );
    const sent: unknown[] = [];
    server.use(
      http.put('/api/v1/userRoles', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(roleFixture({ LandingPageId: 3, Version: 4 }));
      }),
    );
    const { user } = await openRole();
    const landing = screen.getByRole('combobox', { name: /Landing page/ });
    expect(landing).toHaveValue('Dashboard');
    await user.click(landing);
    expect(await screen.findByRole('option', { name: 'Dashboard' })).toHaveAttribute(
      'data-combobox-disabled',
      'true',
    );
    const enabled = screen.getAllByRole('option').filter((o) => !o.hasAttribute('data-combobox-disabled'));
    expect(enabled.map((o) => o.textContent)).toEqual(
      LandingPages.filter((p) => isBuilt(p.Path)).map((p) => p.Name),
    );
    await user.click(screen.getByRole('option', { name: 'Work Orders' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ Id: 7, Name: 'Estimator', LandingPageId: 3, Version: 3 }]));
  });

  it('explains a refused delete with the hint about assigned users', async () => {
    serveRole();
    server.use(
      http.delete('/api/v1/userRoles/7', () =>
        HttpResponse.json(
          { Message: Messages.DeleteFailed, ModelState: { Service: [Messages.RoleInUse] } },
          { status: 400 },
        ),
      ),
    );
    const { user, router } = await openRole();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(markerMessage(Messages.DeleteFailed, [Messages.RoleInUse])),
    );
    expect(router.state.location.pathname).toBe('/roles/info');
  });

  it('deletes after confirmation and returns to the list', async () => {
    serveRole();
    server.use(
      http.delete('/api/v1/userRoles/7', () => HttpResponse.json({})),
      http.post('/api/v1/userRoles/_search', () => HttpResponse.json([])),
    );
    const { user, router } = await openRole();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/roles/'));
    expect(notifySuccess).toHaveBeenCalledWith(Messages.DeletedSuccessfully);
  });
});
