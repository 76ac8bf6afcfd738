import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { LandingPages, LIST_COUNT_HEADER, Messages, R } from '@canopy/shared';
import { isBuilt } from '../../app/routes/built';
import { useReturnPages } from '../../kernel/session/returnPages';
import { notifyError, notifySuccess } from '../../ui/notify';
import { lookupHandlers, roleFixture } from './fixtures';
import { renderRoute } from './testing';

vi.mock('../../ui/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const { server } = mockApi();
beforeEach(() => {
  vi.clearAllMocks();
  useReturnPages.getState().clear();
});

const listHandler = http.post('/api/v1/userRoles/_search', () =>
  HttpResponse.json(
    [
      {
        Id: 7,
        Name: 'Estimator',
        LandingPage: { Id: 6, Name: 'Proposals', Path: '/proposals' },
        UserCount: 0,
        Version: 3,
      },
    ],
    { headers: { [LIST_COUNT_HEADER]: '1' } },
  ),
);

async function chooseLandingPage(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: /Landing page/ }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('adding a role', () => {
  it("creates the role, says 'Role Created Successfully' and opens it", async () => {
    let body: unknown;
    server.use(
      ...lookupHandlers(),
      listHandler,
      http.post('/api/v1/userRoles', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(roleFixture({ UserRoleClaims: [] }));
      }),
      http.get('/api/v1/userRoles/7', () => HttpResponse.json(roleFixture({ UserRoleClaims: [] }))),
    );
    const { router } = renderRoute('/roles/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Add Role' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), '  Estimator ');
    await chooseLandingPage(user, 'Work Orders');
    await user.click(screen.getByRole('button', { name: 'Create role' }));
    await waitFor(() => expect(router.state.location.href).toBe('/roles/info?id=7'));
    expect(body).toEqual({ Name: 'Estimator', LandingPageId: 3 });
    expect(notifySuccess).toHaveBeenCalledWith(Messages.RoleCreated);
    expect(await screen.findByRole('heading', { name: 'Estimator', level: 1 })).toBeInTheDocument();
    // Back leads to the list the role was added from, not to the add form.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/roles/'));
  });

  it('offers as landing pages only the screens that are built', async () => {
    server.use(...lookupHandlers());
    renderRoute('/roles/add');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Landing page/ })).toHaveAttribute(
        'placeholder',
        'Choose a page',
      ),
    );
    await user.click(screen.getByRole('combobox', { name: /Landing page/ }));
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    const built = LandingPages.filter((p) => isBuilt(p.Path)).map((p) => p.Name);
    expect(offered).toEqual(built);
    expect(offered).toContain('Daily Schedule');
    expect(offered).not.toContain('Dashboard');
  });

  it('asks for a name and a landing page before calling the server', async () => {
    const create = vi.fn();
    server.use(
      ...lookupHandlers(),
      http.post('/api/v1/userRoles', () => {
        create();
        return HttpResponse.json(roleFixture());
      }),
    );
    renderRoute('/roles/add');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Create role' }));
    expect(await screen.findByText('Please enter a role name.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a landing page.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('shows the server refusal of a duplicate name beside the field', async () => {
    server.use(
      ...lookupHandlers(),
      http.post('/api/v1/userRoles', () =>
        HttpResponse.json(
          { Message: 'Invalid', ModelState: { Name: ['A role with this name already exists.'] } },
          { status: 400 },
        ),
      ),
    );
    renderRoute('/roles/add');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Foreman');
    await chooseLandingPage(user, 'Accounts');
    await user.click(screen.getByRole('button', { name: 'Create role' }));
    expect(await screen.findByText('A role with this name already exists.')).toBeInTheDocument();
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(notifyError).not.toHaveBeenCalled();
  });
});

describe('the role list', () => {
  it('offers Add Role only with UserRole Full', async () => {
    server.use(listHandler);
    renderRoute('/roles/', { UserRole: R });
    expect(await screen.findByRole('cell', { name: 'Estimator' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Role' })).toBeNull();
  });

  it('refuses the add screen without UserRole Full', async () => {
    server.use(listHandler);
    const { router } = renderRoute('/roles/add', { UserRole: R });
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
    expect(notifyError).toHaveBeenCalledWith(Messages.NotAuthorized);
  });
});
