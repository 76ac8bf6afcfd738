import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { Messages } from '@canopy/shared';
import { employeeFixture, lookupHandlers, renderRoute, signIn } from './testing';

const { server } = mockApi([...lookupHandlers]);
let created: unknown[] = [];

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  created = [];
  signIn();
  server.use(
    http.post('/api/v1/employees/Create', async ({ request }) => {
      created.push(await request.json());
      return HttpResponse.json(employeeFixture({ Id: 77 }));
    }),
    http.get('/api/v1/employees/77', () => HttpResponse.json(employeeFixture({ Id: 77 }))),
  );
});

async function fillNames(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^First name/, {}, { timeout: 15_000 }), 'Nina');
  await user.type(screen.getByLabelText(/^Last name/), 'Patel');
}

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('adding an employee', () => {
  it('asks for a job title and a primary branch before creating', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute('/employees/add');
    await fillNames(user);
    await user.click(screen.getByRole('button', { name: 'Create employee' }));
    expect(await screen.findByText(Messages.EmployeeNeedsJobAndBranch)).toBeInTheDocument();
    expect(screen.getByText('Select at least one job title.')).toBeInTheDocument();
    expect(screen.getByText('Select the primary branch.')).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });

  it('creates the employee with a sign-in and opens the new record', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('/employees/add');
    await fillNames(user);
    await user.type(screen.getByLabelText(/^E-mail/), 'nina@example.com');
    await user.click(input(/^Job titles/));
    await user.click(screen.getByRole('option', { name: 'Arborist' }));
    await user.click(input(/^Primary branch/));
    await user.click(screen.getByRole('option', { name: 'Lakeview' }));
    await user.click(screen.getByLabelText('Give portal access (a sign-in to Canopy)'));
    await user.type(screen.getByLabelText(/^Username/), 'nina');
    await user.click(input(/^Role/));
    await user.click(await screen.findByRole('option', { name: 'Arborist' }));
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Nina-Pass-1');
    await user.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), 'Nina-Pass-1');
    await user.click(screen.getByLabelText('Send e-mail'));
    await user.click(screen.getByRole('button', { name: 'Create employee' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/employees/info'));
    expect(router.state.location.search).toMatchObject({ id: 77 });
    expect(created).toEqual([
      {
        User: {
          FirstName: 'Nina',
          LastName: 'Patel',
          Email: 'nina@example.com',
          JobTitleIds: [2],
          PrimaryBranchId: 2,
        },
        Username: 'nina',
        Password: 'Nina-Pass-1',
        UserRoleId: 2,
        SendEmail: true,
      },
    ]);
  });

  it('checks the password and its confirmation before a sign-in is created', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute('/employees/add');
    await fillNames(user);
    await user.click(screen.getByLabelText('Give portal access (a sign-in to Canopy)'));
    await user.type(screen.getByLabelText(/^Username/), 'nina');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Nina-Pass-1');
    await user.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), 'Nina-Pass-2');
    await user.click(screen.getByRole('button', { name: 'Create employee' }));
    expect(await screen.findByText(Messages.PasswordsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByText('Please choose a role.')).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });
});
