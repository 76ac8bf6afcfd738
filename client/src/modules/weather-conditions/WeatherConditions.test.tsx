import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { R, WeatherMessages, type ListItem } from '@canopy/shared';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { adminClaims, foremanClaims } from '../../test/sessions';
import { renderUi } from '../../ui/test-utils';
import { ServicesSection } from '../work-order-services/ServicesSection';
import { mockSectionsApi, signIn, workOrder } from '../work-order-services/testing';
import { weatherConditionRoutes } from './routes';

const { server, calls } = mockSectionsApi();
let list: ListItem[];
let picked: ListItem[];

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  signIn();
  list = [
    { Id: 1, Name: 'Sunny' },
    { Id: 2, Name: 'Windy' },
    { Id: 3, Name: 'Frost' },
  ];
  picked = [{ Id: 2, Name: 'Windy' }];
  server.use(
    http.get('/api/v1/workOrders/weatherConditions', () => HttpResponse.json(list)),
    http.put('/api/v1/workOrders/saveWeatherConditions', async ({ request }) => {
      const sent = (await request.json()) as ListItem[];
      list = sent.map((i, n) => ({ Id: i.Id || 100 + n, Name: i.Name }));
      return HttpResponse.json(list);
    }),
    http.get('/api/v1/workOrders/services/:id/weatherConditions', ({ params }) =>
      HttpResponse.json({ WorkOrderServiceId: Number(params.id), WeatherConditions: picked }),
    ),
    http.put('/api/v1/workOrders/services/:id/weatherConditions', async ({ params, request }) => {
      const { WeatherConditionIds } = (await request.json()) as { WeatherConditionIds: number[] };
      picked = list.filter((c) => WeatherConditionIds.includes(c.Id));
      return HttpResponse.json({ WorkOrderServiceId: Number(params.id), WeatherConditions: picked });
    }),
  );
});

describe('work order settings', { timeout: 30_000 }, () => {
  it('adds and renames weather conditions and saves the whole list', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/workorders/settings', weatherConditionRoutes);
    expect(
      await screen.findByRole('heading', { name: 'Work Order Settings' }, { timeout: 15_000 }),
    ).toBeVisible();
    const last = await screen.findByRole('textbox', { name: 'Weather Conditions 3' });
    await user.type(last, '{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Weather Conditions 4' }), 'Hail');
    const first = screen.getByRole('textbox', { name: 'Weather Conditions 1' });
    await user.clear(first);
    await user.type(first, 'Clear');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Weather Conditions Updated Successfully!')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/workOrders/saveWeatherConditions',
        body: [
          { Id: 1, Name: 'Clear' },
          { Id: 2, Name: 'Windy' },
          { Id: 3, Name: 'Frost' },
          { Id: 0, Name: 'Hail' },
        ],
      },
    ]);
  });
});

describe('a service’s weather conditions', { timeout: 30_000 }, () => {
  it('picks conditions for a service from the list and saves the whole set', async () => {
    const user = userEvent.setup({ delay: null });
    renderUi(<ServicesSection workOrder={workOrder()} onChanged={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Weather: Crown cleaning' }));
    const windy = await screen.findByRole('checkbox', { name: 'Windy' });
    expect(windy).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Frost' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(WeatherMessages.Saved)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/workOrders/services/61/weatherConditions',
        body: { WeatherConditionIds: [2, 3] },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the conditions without choices to a ReadOnly holder', async () => {
    signIn({ ...foremanClaims, WorkOrders_ServiceWeatherCondition: R });
    const user = userEvent.setup({ delay: null });
    renderUi(<ServicesSection workOrder={workOrder()} onChanged={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Weather: Crown cleaning' }));
    expect(await screen.findByText('Windy')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Sunny' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('offers no weather to a user without the weather claim', async () => {
    signIn({ ...adminClaims, WorkOrders_ServiceWeatherCondition: 0 });
    renderUi(<ServicesSection workOrder={workOrder()} onChanged={vi.fn()} />);
    expect(await screen.findByText('Crown cleaning')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Weather: Crown cleaning' })).not.toBeInTheDocument();
  });
});
