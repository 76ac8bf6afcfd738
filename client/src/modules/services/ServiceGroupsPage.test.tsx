import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Messages, ServiceGroupList, UserRoles } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { adminClaims, claimsOf, loginResponse } from '../../test/sessions';
import { serviceRoutes } from './routes';
import { mockServiceApi } from './testing';

const groups = ServiceGroupList.map((g) => ({ ...g, Content: g.Id === 1 ? 'Pruning to ANSI A300.' : '' }));
const { server, calls } = mockServiceApi();
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

const signIn = (claims = adminClaims) => useSessionStore.getState().signIn(loginResponse({ claims }), false);

describe('managed content', { timeout: 30_000 }, () => {
  it('sends only the groups whose text changed', async () => {
    server.use(
      http.get('/api/v1/services/groups', () => HttpResponse.json(groups)),
      http.put('/api/v1/services/groups', () =>
        HttpResponse.json(groups.map((g) => (g.Id === 3 ? { ...g, Content: 'Mow high.' } : g))),
      ),
    );
    signIn();
    const user = userEvent.setup({ delay: null });
    renderRoutes('/services/groups', serviceRoutes);
    await user.type(
      await screen.findByRole('textbox', { name: 'Lawn Care' }, { timeout: 15_000 }),
      'Mow high.',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(Messages.UpdatedSuccessfully)).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'PUT', path: '/api/v1/services/groups', body: [{ Id: 3, Content: 'Mow high.' }] },
    ]);
  });

  it('is read-only without Service Full', async () => {
    server.use(http.get('/api/v1/services/groups', () => HttpResponse.json(groups)));
    signIn(claimsOf(UserRoles.Arborist));
    renderRoutes('/services/groups', serviceRoutes);
    expect(await screen.findByRole('textbox', { name: 'Arbor Care' }, { timeout: 15_000 })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
