import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import type { SaveBranch } from '@canopy/shared';
import { renderUi } from '../../ui/test-utils';
import { BranchForm } from './BranchForm';
import { toFormValues } from './branchForm';
import { employees, oakPark } from './fixtures';

const saved: SaveBranch[] = [];
mockApi([
  http.get('/api/v1/employees/simple', () => HttpResponse.json(employees)),
  http.put('/api/v1/branches', async ({ request }) => {
    const body = (await request.json()) as SaveBranch;
    saved.push(body);
    return HttpResponse.json({ ...oakPark, Version: oakPark.Version + 1 });
  }),
]);
afterEach(() => {
  saved.length = 0;
});

function renderForm() {
  renderUi(<BranchForm record={toFormValues(oakPark)} manager={oakPark.BranchManager} />);
  return userEvent.setup({ delay: null });
}

const DROP_WARNING = 'Under 10 digits: dropped when saved.';

describe('the branch phones editor', { timeout: 20_000 }, () => {
  it('shows the stored phone formatted, and splits typed digits into number and extension', async () => {
    const user = renderForm();
    expect(screen.getByLabelText('Phone 1')).toHaveValue('(708) 555-0100');
    await user.click(screen.getByRole('button', { name: 'Add phone' }));
    await user.type(screen.getByLabelText('Phone 2'), '84755501231234');
    expect(screen.getByLabelText('Phone 2')).toHaveValue('(847) 555-0123 x1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.BranchPhoneNumbers).toEqual([
      { PhoneExt: '7085550100', IsPreferred: true, PhoneTypeId: 2 },
      { PhoneExt: '84755501231234', IsPreferred: false, PhoneTypeId: 2 },
    ]);
  });

  it('warns before a phone under 10 digits is dropped, and does not send it', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add phone' }));
    expect(screen.queryByText(DROP_WARNING)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone 2'), '5550100');
    expect(screen.getByText(DROP_WARNING)).toBeInTheDocument();
    // The short phone was made the preferred one: when it is dropped the kept phone is preferred.
    await user.click(screen.getByRole('radio', { name: 'Preferred phone 2' }));
    expect(screen.getByRole('radio', { name: 'Preferred phone 1' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.BranchPhoneNumbers).toEqual([
      { PhoneExt: '7085550100', IsPreferred: true, PhoneTypeId: 2 },
    ]);
  });

  it('keeps one preferred phone when the preferred row is removed, and saves the chosen type', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add phone' }));
    await user.type(screen.getByLabelText('Phone 2'), '7085550199');
    await user.click(screen.getByRole('combobox', { name: 'Phone 2 type' }));
    await user.click(screen.getByRole('option', { name: 'Fax' }));
    await user.click(screen.getByRole('button', { name: 'Remove phone 1' }));
    expect(screen.getByRole('radio', { name: 'Preferred phone 1' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.BranchPhoneNumbers).toEqual([
      { PhoneExt: '7085550199', IsPreferred: true, PhoneTypeId: 4 },
    ]);
  });
});
