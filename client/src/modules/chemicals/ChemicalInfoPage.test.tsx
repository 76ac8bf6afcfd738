import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { Messages, UserRoles } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { adminClaims, claimsOf, loginResponse } from '../../test/sessions';
import { hortOil, hortOilHandlers, lookupHandlers } from './fixtures';
import { chemicalRoutes } from './routes';

const bodies: Record<string, unknown>[] = [];
const { server } = mockApi([...lookupHandlers, ...hortOilHandlers]);
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  bodies.length = 0;
});

const signIn = (claims = adminClaims) => useSessionStore.getState().signIn(loginResponse({ claims }), false);
const open = async () => {
  renderRoutes('/chemicals/info?id=5', chemicalRoutes);
  return screen.findByRole('heading', { name: 'Chemical: Horticultural Oil' }, { timeout: 15_000 });
};

async function choose(user: ReturnType<typeof userEvent.setup>, field: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the chemical info page', { timeout: 30_000 }, () => {
  it("shows the dilution as 'rate unit per carrier' and follows the fields as they change", async () => {
    signIn();
    const user = userEvent.setup({ delay: null });
    await open();
    expect(await screen.findByLabelText('Dilution')).toHaveTextContent('Dilution: 2 oz per 100 gal');
    await choose(user, /^Unit/, 'fl oz');
    expect(screen.getByLabelText('Dilution')).toHaveTextContent('Dilution: 2 fl oz per 100 gal');
  });

  it('offers the inactive reason only for status 3 and sends it only then', async () => {
    server.use(
      http.put('/api/v1/chemicals/5', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json({ ...hortOil, ...body, Version: hortOil.Version + bodies.length });
      }),
    );
    signIn();
    const user = userEvent.setup({ delay: null });
    await open();
    expect(screen.queryByRole('combobox', { name: /Inactive reason/ })).not.toBeInTheDocument();

    await choose(user, /^Status/, 'Inactive');
    await choose(user, /Inactive reason/, 'Discontinued');
    await choose(user, /^Status/, 'Pending');
    expect(screen.queryByRole('combobox', { name: /Inactive reason/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ StatusId: 2, InactiveReasonId: null });

    await choose(user, /^Status/, 'Inactive');
    await choose(user, /Inactive reason/, 'Label withdrawn');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ StatusId: 3, InactiveReasonId: 5 });
  });

  it('is read-only without Chemical Full: no saving, deleting or picture changes', async () => {
    signIn(claimsOf(UserRoles.Arborist));
    await open();
    expect(screen.getByText('Read only')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(await screen.findByText('No pictures yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload images' })).not.toBeInTheDocument();
  });

  it("confirms a delete and shows the server's refusal", async () => {
    server.use(
      http.delete('/api/v1/chemicals', () =>
        HttpResponse.json(
          {
            Message: Messages.ChemicalUsedByServices,
            ModelState: { Service: [Messages.ChemicalUsedByServices] },
          },
          { status: 400 },
        ),
      ),
    );
    signIn();
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete chemical' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(Messages.ChemicalUsedByServices)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Chemical: Horticultural Oil' })).toBeInTheDocument();
  });
});
