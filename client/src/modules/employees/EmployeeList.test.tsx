import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import type { EmployeeRow } from '@canopy/shared';
import { claimsOf } from '../../test/sessions';
import { lookupHandlers, renderRoute, signIn } from './testing';

const { server } = mockApi([...lookupHandlers]);
const searches: Record<string, unknown>[] = [];

const row: EmployeeRow = {
  Id: 42,
  FirstName: 'Nina',
  LastName: 'Patel',
  Email: 'nina@example.com',
  Phone: '3125550100',
  PrimaryBranchId: 2,
  PrimaryBranchName: 'Lakeview',
  JobTitleIds: [2, 3],
  StatusId: 1,
  HasPortalAccess: true,
  Username: 'nina',
  RoleName: 'Arborist',
  DateReview: '2025-03-01',
  Version: 1,
};

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  searches.length = 0;
  server.use(
    http.post('/api/v1/employees/_search', async ({ request }) => {
      searches.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json([row], { headers: { 'X-List-Count': '1' } });
    }),
  );
  signIn();
});

const lastSearch = () => searches.at(-1)!;
/** The first render loads the lazy route chunk, which takes a moment on a cold start. */
const findName = (name: string) => screen.findByRole('button', { name }, { timeout: 15_000 });

describe('the employee list', () => {
  it('asks for active employees, 12 a page, and shows a row the way the office reads it', async () => {
    renderRoute('/employees/');
    const cell = await findName('Nina Patel');
    const tr = cell.closest('tr')!;
    expect(within(tr).getByText('Arborist, Crew')).toBeInTheDocument();
    expect(within(tr).getByText('(312) 555-0100')).toBeInTheDocument();
    expect(within(tr).getByText('nina · Arborist')).toBeInTheDocument();
    expect(within(tr).getByText('3/1/2025')).toBeInTheDocument();
    expect(lastSearch()).toMatchObject({ StatusIds: [1], Skip: 0, Take: 12, Query: '' });
  });

  it('sends portal access and review dates as filters and keeps them in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('/employees/');
    await findName('Nina Patel');

    await user.click(screen.getByLabelText('Portal access', { selector: 'input' }));
    await user.click(screen.getByRole('option', { name: 'No' }));
    await waitFor(() => expect(lastSearch()).toMatchObject({ HasPortalAccess: false }));

    await user.type(screen.getByLabelText('Review from', { selector: 'input' }), '1/1/2025');
    await user.type(screen.getByLabelText('Review to', { selector: 'input' }), '2025-06-30');
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({
        StatusIds: [1],
        HasPortalAccess: false,
        ReviewDateFrom: '2025-01-01',
        ReviewDateTo: '2025-06-30',
      }),
    );
    expect(router.state.location.search).toMatchObject({
      portal: 'no',
      reviewFrom: '2025-01-01',
      reviewTo: '2025-06-30',
    });
  });

  it('restores the filters from the URL, with every status and a branch', async () => {
    renderRoute('/employees/?status=all&portal=yes&reviewFrom=2025-02-01&branch=2&q=pat');
    await findName('Nina Patel');
    const body = lastSearch();
    expect(body).toMatchObject({
      HasPortalAccess: true,
      ReviewDateFrom: '2025-02-01',
      BranchIds: [2],
      Query: 'pat',
    });
    expect(body).not.toHaveProperty('StatusIds');
  });

  it('downloads the filtered list as employees.csv', async () => {
    const user = userEvent.setup({ delay: null });
    let csvBody: Record<string, unknown> | undefined;
    server.use(
      http.post('/api/v1/employees/_search/csv', async ({ request }) => {
        csvBody = (await request.json()) as Record<string, unknown>;
        return new HttpResponse('Id,First Name\r\n42,Nina\r\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:employees');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    renderRoute('/employees/?portal=no&reviewTo=2025-12-31&branch=1');
    await findName('Nina Patel');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(csvBody).toMatchObject({
      StatusIds: [1],
      HasPortalAccess: false,
      ReviewDateTo: '2025-12-31',
      BranchIds: [1],
    });
    expect(csvBody).not.toHaveProperty('Skip');
    expect(csvBody).not.toHaveProperty('Take');
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await blob.text()).toContain('42,Nina');
    expect(clicked[0]!.download).toBe('employees.csv');
    click.mockRestore();
  });

  it('offers Add Employee only with Employee Full', async () => {
    signIn(claimsOf(23)); // Office Manager: Employee ReadOnly
    renderRoute('/employees/');
    await findName('Nina Patel');
    expect(screen.queryByRole('button', { name: 'Add Employee' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('does not open employee 1, the administrator', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.post('/api/v1/employees/_search', () =>
        HttpResponse.json([{ ...row, Id: 1, FirstName: 'Alex', LastName: 'Morgan' }], {
          headers: { 'X-List-Count': '1' },
        }),
      ),
    );
    const { router } = renderRoute('/employees/');
    await user.click(await findName('Alex Morgan'));
    expect(router.state.location.pathname).toBe('/employees/');
  });
});
