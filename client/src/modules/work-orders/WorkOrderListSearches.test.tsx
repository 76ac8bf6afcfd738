import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Messages, type SavedSearch } from '@canopy/shared';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { workOrderRoutes } from './routes';
import { WORK_ORDER_SEARCH_TYPE_ID } from './search';
import { list, mockWorkOrderApi, rowFixture, signIn, stubCanvas } from './testing';

const { server, calls } = mockWorkOrderApi();
let stored: SavedSearch[];

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  stubCanvas();
});
beforeEach(() => {
  signIn();
  stored = [
    {
      Id: 31,
      Name: 'Completed pines',
      EmployeeId: 7,
      SearchTypeId: WORK_ORDER_SEARCH_TYPE_ID,
      Filters: JSON.stringify({ Query: 'pine', StatusIds: [5], SubTypeIds: [1, 3], BranchIds: [1] }),
    },
  ];
  server.use(
    http.post('/api/v1/workOrders/_search', () => list([rowFixture()])),
    http.get('/api/v1/searches/employee/:employeeId/:searchTypeId', ({ params }) =>
      HttpResponse.json(stored.filter((s) => String(s.SearchTypeId) === params.searchTypeId)),
    ),
    http.post('/api/v1/searches', async ({ request }) => {
      const body = (await request.json()) as SavedSearch;
      const saved = { ...body, Id: 40 };
      stored.push(saved);
      return HttpResponse.json(saved);
    }),
    http.put('/api/v1/searches', async ({ request }) => HttpResponse.json(await request.json())),
  );
});

const searches = () => calls.filter((c) => c.path === '/api/v1/workOrders/_search');
const savedCombo = () => screen.findByRole('combobox', { name: 'Saved searches' }, { timeout: 15_000 });

describe('saved searches on the work order list', () => {
  it('saves the words and filters shown, under the work order search type', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/workorders/?q=oak&statuses=3&groups=2', workOrderRoutes);
    await savedCombo();
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter a name')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Scheduled oaks');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(Messages.SearchSaved)).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/v1/searches')!;
    expect(post.body).toMatchObject({ Name: 'Scheduled oaks', EmployeeId: 7, SearchTypeId: 4 });
    expect(JSON.parse((post.body as SavedSearch).Filters)).toEqual({
      Query: 'oak',
      SubTypeIds: [1],
      StatusIds: [3],
      ServiceGroupIds: [2],
    });
  });

  it('applies a saved search to the list’s request, from the first page', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/workorders/?page=3&statuses=3', workOrderRoutes);
    await user.click(await savedCombo());
    await user.click(await screen.findByRole('option', { name: 'Completed pines' }));
    await waitFor(() =>
      expect(searches().at(-1)!.body).toMatchObject({
        Query: 'pine',
        StatusIds: [5],
        SubTypeIds: [1, 3],
        BranchIds: [1],
        Skip: 0,
      }),
    );
  });

  it('asks whether to update the applied search or make a new one, and updates it', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/workorders/', workOrderRoutes);
    await user.click(await savedCombo());
    await user.click(await screen.findByRole('option', { name: 'Completed pines' }));
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Update 'Completed pines' or create a new search?")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(Messages.SearchSaved)).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT' && c.path === '/api/v1/searches')!;
    expect(put.body).toMatchObject({ Id: 31, Name: 'Completed pines' });
  });
});
