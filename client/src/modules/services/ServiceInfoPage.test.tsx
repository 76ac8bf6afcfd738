import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Messages, UserRoles } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { adminClaims, claimsOf, loginResponse } from '../../test/sessions';
import { pruning } from './fixtures';
import { serviceRoutes } from './routes';
import { mockServiceApi } from './testing';

const multi = {
  ...pruning,
  ServiceTypeId: 2,
  ServiceVisits: [
    {
      Id: 70,
      ServiceId: 12,
      Title: 'Spring',
      ServiceCode: 'SP1',
      ServiceMonthStart: 4,
      ServiceDayStart: 15,
      ServiceMonthEnd: 5,
      ServiceDayEnd: 31,
      SchedulingBufferDays: 7,
      ReportOptionId: null,
      ServiceVisitChemicals: [
        // Inactive, so the type-ahead leaves it out; the picker still names it.
        { ChemicalId: 29, Name: 'Chlorpyrifos 4E', EpaNumber: '62719-220', StatusId: 3, DilutionText: '' },
      ],
    },
  ],
};
const { server, calls } = mockServiceApi();
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

const signIn = (claims = adminClaims) => useSessionStore.getState().signIn(loginResponse({ claims }), false);

describe('the service info page', { timeout: 30_000 }, () => {
  it('shows a service read-only, visits and chemicals included, without Service Full', async () => {
    server.use(http.get('/api/v1/services/12', () => HttpResponse.json(multi)));
    signIn(claimsOf(UserRoles.Arborist));
    renderRoutes('/services/info?id=12', serviceRoutes);
    expect(
      await screen.findByRole('heading', { name: 'Service: Structural Pruning' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Read only')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toBeDisabled());
    expect(screen.getByRole('textbox', { name: 'Visit 1 start day' })).toHaveValue('15');
    expect(screen.getByRole('combobox', { name: 'Visit 1 end month' })).toHaveValue('May');
    expect(screen.getAllByText('Chlorpyrifos 4E').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add visit' })).not.toBeInTheDocument();
  });

  it("confirms a delete and shows the server's refusal", async () => {
    server.use(
      http.get('/api/v1/services/12', () => HttpResponse.json(pruning)),
      http.delete('/api/v1/services/12', () =>
        HttpResponse.json(
          { Message: Messages.ServiceInUse, ModelState: { Service: [Messages.ServiceInUse] } },
          { status: 400 },
        ),
      ),
    );
    signIn();
    const user = userEvent.setup({ delay: null });
    renderRoutes('/services/info?id=12', serviceRoutes);
    await user.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 15_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Delete service' });
    expect(
      within(dialog).getByText("Delete the service 'Structural Pruning'? This cannot be undone."),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(Messages.ServiceInUse)).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'DELETE', path: '/api/v1/services/12', body: undefined }]);
    expect(screen.getByRole('heading', { name: 'Service: Structural Pruning' })).toBeInTheDocument();
  });

  it('says so when there is no such service', async () => {
    server.use(
      http.get('/api/v1/services/99', () =>
        HttpResponse.json({ Message: Messages.NotFound }, { status: 404 }),
      ),
    );
    signIn();
    renderRoutes('/services/info?id=99', serviceRoutes);
    expect(await screen.findByText('Service not found', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
