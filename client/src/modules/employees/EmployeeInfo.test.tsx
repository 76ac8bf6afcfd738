import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { Messages, type Employee } from '@canopy/shared';
import { foremanClaims } from '../../test/sessions';
import { employeeFixture, lookupHandlers, renderRoute, signIn } from './testing';

const { server } = mockApi([...lookupHandlers]);
let current: Employee;
const puts: { path: string; body: any }[] = [];

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  puts.length = 0;
  current = employeeFixture();
  signIn();
  server.use(
    http.get('/api/v1/employees/42', () => HttpResponse.json(current)),
    http.put('/api/v1/employees/42/:tab', async ({ request, params }) => {
      const body = (await request.json()) as any;
      puts.push({ path: String(params.tab), body });
      current = { ...current, ...body, Version: current.Version + 1 };
      return HttpResponse.json(current);
    }),
  );
});

const open = async (tab: string) => {
  renderRoute(`/employees/info?id=42&tab=${tab}`);
  await screen.findByRole('heading', { name: 'Nina Patel' }, { timeout: 15_000 });
};

describe('the employee info screen', () => {
  it('lets an employee edit their own contact info but not their work info', async () => {
    signIn(foremanClaims, 42);
    current = employeeFixture({
      Rights: { view: true, editBasic: true, editOwn: true, editFull: false, viewWage: false },
      HourlyWage: null,
    });
    const user = userEvent.setup({ delay: null });
    await open('contact');
    expect(screen.getByLabelText('E-mail')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Wage' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Work Info & Shifts' }));
    expect(await screen.findByLabelText(/^Job titles/, { selector: 'input' })).toBeDisabled();
    expect(screen.getByLabelText(/^Start date/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('saves the contact tab with the phone typed and the record Version', async () => {
    const user = userEvent.setup({ delay: null });
    await open('contact');
    const phone = screen.getByLabelText('Phone 1');
    await user.clear(phone);
    await user.type(phone, '3125550199');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(Messages.UpdatedSuccessfully);
    expect(puts).toEqual([
      {
        path: 'contactinfo',
        body: expect.objectContaining({
          Version: 4,
          Email: 'nina@example.com',
          EmployeePhoneNumbers: [{ Phone: '3125550199', Extension: null, IsPreferred: true, PhoneTypeId: 3 }],
        }),
      },
    ]);
  });

  it('offers to overwrite when someone else saved first, then resubmits with their Version', async () => {
    const user = userEvent.setup({ delay: null });
    let conflicted = false;
    server.use(
      http.put('/api/v1/employees/42/contactinfo', async ({ request }) => {
        const body = (await request.json()) as any;
        puts.push({ path: 'contactinfo', body });
        if (!conflicted) {
          conflicted = true;
          return HttpResponse.json(
            { Message: 'Conflict', Current: employeeFixture({ Version: 9, Address: '1 Elm St' }) },
            { status: 409 },
          );
        }
        return HttpResponse.json(employeeFixture({ Version: 10, Email: body.Email }));
      }),
    );
    await open('contact');
    const email = screen.getByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'nina.patel@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Record changed' });
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite with my changes' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[0]!.body.Version).toBe(4);
    expect(puts[1]!.body).toMatchObject({ Version: 9, Email: 'nina.patel@example.com' });
  });

  it('shows shift times from the half-hour slider, 48 being 11:59 PM', async () => {
    current = employeeFixture({ WorkShifts: [{ Day: -1, TimeStart: 14, TimeEnd: 48 }] });
    const user = userEvent.setup({ delay: null });
    await open('work');
    expect(screen.getByTestId('shift-1-times')).toHaveTextContent('7:00 AM – 11:59 PM');
    const end = screen.getByRole('slider', { name: 'Shift 1 end' });
    expect(end).toHaveAttribute('aria-valuetext', '11:59 PM');
    act(() => end.focus());
    fireEvent.keyDown(end, { key: 'ArrowLeft' });
    expect(screen.getByTestId('shift-1-times')).toHaveTextContent('7:00 AM – 11:30 PM');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body.WorkShifts).toEqual([{ Day: -1, TimeStart: 14, TimeEnd: 47 }]);
  });

  it('floors certification credits and shows the floored value', async () => {
    const user = userEvent.setup({ delay: null });
    let posted: any;
    server.use(
      http.post('/api/v1/employees/42/certifications', async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json(employeeFixture({ Certifications: [{ ...posted, Id: 3, StatusId: 1 }] }));
      }),
    );
    await open('certifications');
    await user.click(screen.getByRole('button', { name: 'Add certification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add certification' });
    await user.click(within(dialog).getByLabelText(/^Type/, { selector: 'input' }));
    await user.click(screen.getByRole('option', { name: 'Training' }));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Chainsaw safety');
    const credits = within(dialog).getByLabelText(/^Credits/);
    await user.type(credits, '2.9');
    await user.tab();
    expect(credits).toHaveValue('2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toBeDefined());
    expect(posted).toMatchObject({ CertificationTypeId: 3, Name: 'Chainsaw safety', Credits: 2 });
    const row = (await screen.findByText('Chainsaw safety')).closest('tr')!;
    expect(within(row).getByText('2')).toBeInTheDocument();
  });

  it('says that deactivating removes portal access, then deactivates', async () => {
    const user = userEvent.setup({ delay: null });
    let deactivated = false;
    server.use(
      http.put('/api/v1/employees/deactivate/42', () => {
        deactivated = true;
        return HttpResponse.json(employeeFixture({ StatusId: 2, HasPortalAccess: false, Username: null }));
      }),
    );
    await open('basic');
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate employee' });
    expect(dialog).toHaveTextContent('removes their portal access');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(deactivated).toBe(true));
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
  });

  it('shows the spec message when activation fails', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(http.put('/api/v1/employees/deactivate/42', () => HttpResponse.json({}, { status: 500 })));
    await open('basic');
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate employee' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Activation/Deactivation Failed')).toBeInTheDocument();
  });

  it('sends employee 1 back to the list', async () => {
    server.use(
      http.post('/api/v1/employees/_search', () =>
        HttpResponse.json([], { headers: { 'X-List-Count': '0' } }),
      ),
    );
    const { router } = renderRoute('/employees/info?id=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/employees'));
  });
});
