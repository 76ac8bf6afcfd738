import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Messages } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { adminClaims, loginResponse } from '../../test/sessions';
import { serviceRoutes } from './routes';
import { mockServiceApi } from './testing';

const { server, calls } = mockServiceApi();
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

const signIn = () => useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false);

describe('the service settings', { timeout: 30_000 }, () => {
  it('saves the weather conditions at their own save path', async () => {
    server.use(
      http.get('/api/v1/workOrders/weatherConditions', () => HttpResponse.json([{ Id: 1, Name: 'Sunny' }])),
      http.put('/api/v1/workOrders/saveWeatherConditions', () =>
        HttpResponse.json([
          { Id: 1, Name: 'Sunny' },
          { Id: 2, Name: 'Windy' },
        ]),
      ),
    );
    signIn();
    const user = userEvent.setup({ delay: null });
    renderRoutes('/services/settings?tab=weatherConditions', serviceRoutes);
    const first = await screen.findByRole('textbox', { name: 'Weather Conditions 1' }, { timeout: 15_000 });
    await user.type(first, '{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Weather Conditions 2' }), 'Windy');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Weather Conditions Updated Successfully!')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/workOrders/saveWeatherConditions',
        body: [
          { Id: 1, Name: 'Sunny' },
          { Id: 0, Name: 'Windy' },
        ],
      },
    ]);
  });

  it("shows the spec's message when the max recurrence years are refused", async () => {
    server.use(
      http.put('/api/v1/services/recurrence', () =>
        HttpResponse.json(
          {
            Message: Messages.MaxRecurrenceUpdateFailed,
            ModelState: { RecurrenceMax: ['A service recurs every 4 years; the maximum cannot be lower.'] },
          },
          { status: 400 },
        ),
      ),
    );
    signIn();
    const user = userEvent.setup({ delay: null });
    renderRoutes('/services/settings?tab=recurrence', serviceRoutes);
    const years = await screen.findByRole('textbox', { name: 'Max recurrence years' }, { timeout: 15_000 });
    expect(years).toHaveValue('5');
    await user.clear(years);
    await user.type(years, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(Messages.MaxRecurrenceUpdateFailed)).toBeInTheDocument();
    expect(
      screen.getByText('A service recurs every 4 years; the maximum cannot be lower.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'PUT', path: '/api/v1/services/recurrence', body: { RecurrenceMax: 3 } },
    ]);
  });
});
