import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Messages, type SaveBranch } from '@canopy/shared';
import { mockApi } from '../../test/mockApi';
import { renderUi } from '../../ui/test-utils';
import { BranchForm } from './BranchForm';
import { emptyBranch, toFormValues } from './branchForm';
import { employees, oakPark } from './fixtures';

const { server, record } = mockApi([
  http.get('/api/v1/employees/simple', () => HttpResponse.json(employees)),
]);
const calls = record((c) => c.method !== 'GET');

const save = () => screen.getByRole('button', { name: /^(Save|Create branch)$/ });
const name = () => screen.getByRole('textbox', { name: /^Name/ });

describe('the branch form', { timeout: 20_000 }, () => {
  it('refuses an empty name with the spec message and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderUi(<BranchForm record={toFormValues(oakPark)} />);
    await user.clear(name());
    await user.click(save());
    expect(await screen.findByText(Messages.BranchFormInvalid)).toBeInTheDocument();
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows a missing manager (ModelState.BranchManagerNull) on the field, with the warning', async () => {
    server.use(
      http.post('/api/v1/branches', () =>
        HttpResponse.json(
          {
            Message: Messages.BranchFormInvalid,
            ModelState: { BranchManagerNull: [Messages.BranchManagerRequired] },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderUi(<BranchForm record={emptyBranch()} submitLabel="Create branch" />);
    await user.type(name(), 'Oak Park');
    await user.click(save());
    expect(await screen.findByText('Branch manager missing')).toBeInTheDocument();
    expect(screen.getByText(Messages.BranchFormInvalid)).toBeInTheDocument();
    // Once beside the manager field and once in the warning.
    expect(screen.getAllByText(Messages.BranchManagerRequired)).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: /Branch manager/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves changed group content, then the branch, and says so', async () => {
    server.use(
      http.post('/api/v1/branches/serviceGroupContent', async ({ request }) =>
        HttpResponse.json(await request.json()),
      ),
      http.put('/api/v1/branches', () =>
        HttpResponse.json({ ...oakPark, Notes: 'Gate code 12', Version: 4 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderUi(<BranchForm record={toFormValues(oakPark)} />);
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Gate code 12');
    await user.type(screen.getByRole('textbox', { name: /Arbor Care content/ }), ' Always.');
    await user.click(save());
    expect(await screen.findByText(Messages.BranchSaved)).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/v1/branches/serviceGroupContent',
      'PUT /api/v1/branches',
    ]);
    expect(calls[0]!.body).toEqual({
      BranchId: 5,
      ServiceGroupId: 1,
      Content: 'Pruning to ANSI A300. Always.',
    });
    expect(calls[1]!.body).toMatchObject({ Id: 5, Version: 3, Notes: 'Gate code 12' });
  });

  it('on a 409, "Overwrite with my changes" resubmits mine with the server Version', async () => {
    let puts = 0;
    server.use(
      http.put('/api/v1/branches', async ({ request }) => {
        puts += 1;
        if (puts === 1)
          return HttpResponse.json(
            {
              Message: Messages.ConcurrencyConflict,
              Current: { ...oakPark, Name: 'Oak Park West', Version: 9 },
            },
            { status: 409 },
          );
        const body = (await request.json()) as SaveBranch;
        return HttpResponse.json({ ...oakPark, Name: body.Name, Version: 10 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderUi(<BranchForm record={toFormValues(oakPark)} />);
    await user.type(name(), ' East');
    await user.click(save());
    await user.click(await screen.findByRole('button', { name: 'Overwrite with my changes' }));
    expect(await screen.findByText(Messages.BranchSaved)).toBeInTheDocument();
    expect(calls[1]!.body).toMatchObject({ Name: 'Oak Park East', Version: 9 });
    expect(name()).toHaveValue('Oak Park East');
  });

  it('on a 409, "Load their changes" shows the branch as the server has it', async () => {
    server.use(
      http.put('/api/v1/branches', () =>
        HttpResponse.json(
          {
            Message: Messages.ConcurrencyConflict,
            Current: {
              ...oakPark,
              Name: 'Oak Park West',
              BranchPhoneNumbers: [
                { ...oakPark.BranchPhoneNumbers[0]!, Phone: '7085550111', PhoneExt: '7085550111' },
              ],
              Version: 9,
            },
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderUi(<BranchForm record={toFormValues(oakPark)} />);
    await user.type(name(), ' East');
    await user.click(save());
    await user.click(await screen.findByRole('button', { name: 'Load their changes' }));
    await waitFor(() => expect(name()).toHaveValue('Oak Park West'));
    expect(screen.getByLabelText('Phone 1')).toHaveValue('(708) 555-0111');
    expect(save()).toBeDisabled();
  });
});
