import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { Messages, UserRoles } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { adminClaims, claimsOf, loginResponse } from '../../test/sessions';
import { employees, oakPark } from './fixtures';
import { branchRoutes } from './routes';
import { renderRoutes } from '../../app/testing/renderRoutes';

const { server } = mockApi([
  http.get('/api/v1/employees/simple', () => HttpResponse.json(employees)),
  http.get('/api/v1/branches/5', () => HttpResponse.json(oakPark)),
]);
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

const signIn = (claims = adminClaims) => useSessionStore.getState().signIn(loginResponse({ claims }), false);

describe('the branch info page', { timeout: 20_000 }, () => {
  it('shows a branch read-only to a user without Branch Full', async () => {
    signIn(claimsOf(UserRoles.BranchManager));
    renderRoutes('/branches/info?id=5', branchRoutes);
    expect(
      await screen.findByRole('heading', { name: 'Branch: Oak Park' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Read only')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add phone' })).not.toBeInTheDocument();
  });

  it("confirms a delete and shows the server's refusal", async () => {
    server.use(
      http.delete('/api/v1/branches/5', () =>
        HttpResponse.json(
          {
            Message: Messages.DeleteFailed,
            ModelState: { Service: ['Delete Failed. The branch is used by accounts.'] },
          },
          { status: 400 },
        ),
      ),
    );
    signIn();
    const user = userEvent.setup({ delay: null });
    renderRoutes('/branches/info?id=5', branchRoutes);
    await user.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 15_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Delete branch' });
    expect(
      within(dialog).getByText("Delete the branch 'Oak Park'? This cannot be undone."),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete Failed. The branch is used by accounts.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Branch: Oak Park' })).toBeInTheDocument();
  });
});
