import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { Messages } from '@canopy/shared';
import { renderUi } from '../../ui/test-utils';
import { TaxRateImportDialog } from './TaxRateImportDialog';

const { server } = mockApi();
let uploads: string[] = [];

afterEach(() => {
  uploads = [];
});

const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
const csv = (name: string, text: string) => new File([text], name, { type: 'text/csv' });

function answer(status: number, body: Record<string, unknown>) {
  server.use(
    http.post('/api/v1/taxRates/import', async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      uploads.push(await file.text());
      return HttpResponse.json(body, { status });
    }),
  );
}

function open() {
  const onImported = vi.fn();
  renderUi(<TaxRateImportDialog opened onClose={() => {}} onImported={onImported} />);
  return { onImported, dialog: screen.getByRole('dialog', { name: 'Import Tax Rates' }) };
}

describe('the tax rate csv import', () => {
  it('offers csv files only and shows the format it expects', () => {
    const { dialog } = open();
    expect(fileInput()).toHaveAttribute('accept', '.csv,text/csv');
    expect(within(dialog).getByText('ZipCode,TaxRate,EffectiveDate')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Download a sample file' })).toHaveAttribute(
      'download',
      'tax-rates-sample.csv',
    );
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('refuses a file that is not a .csv before sending anything', async () => {
    const { dialog } = open();
    // As if the picker's filter were switched to "All files".
    const user = userEvent.setup({ applyAccept: false, delay: null });
    await user.upload(fileInput(), new File(['x'], 'rates.xlsx'));
    expect(
      within(dialog).getByText('"rates.xlsx" is not a csv file. Only .csv files can be imported.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(uploads).toEqual([]);
  });

  it("lists the server's bad lines under 'Tax Rate Import Failed' and says nothing was imported", async () => {
    const lines = [
      'Line 3: "6020" is not a zip code. Please enter a zip code of 5 digits, or 5 digits, a dash and 4 digits.',
      'Line 7: 60201 effective 2026-01-01 is already on line 2.',
    ];
    answer(400, { Message: 'Please correct the following', ModelState: { Service: lines } });
    const { dialog, onImported } = open();
    const user = userEvent.setup({ delay: null });
    await user.upload(fileInput(), csv('rates.csv', 'ZipCode,TaxRate,EffectiveDate\n6020,1,1/1/2026\n'));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText(Messages.TaxRateImportFailed)).toBeInTheDocument();
    expect(
      within(dialog).getByText('Nothing was imported. Correct the file and import it again.'),
    ).toBeInTheDocument();
    const list = within(dialog).getByRole('list', { name: 'Import errors' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(lines);
    expect(uploads).toEqual(['ZipCode,TaxRate,EffectiveDate\n6020,1,1/1/2026\n']);
    expect(onImported).not.toHaveBeenCalled();
  });

  it('says how many rates came in, added and updated, and lets the list refresh', async () => {
    answer(200, { Imported: 3, Added: 2, Updated: 1 });
    const { dialog, onImported } = open();
    const user = userEvent.setup({ delay: null });
    await user.upload(fileInput(), csv('rates.csv', 'ZipCode,TaxRate,EffectiveDate\n60201,10.25,1/1/2026\n'));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Imported 3 tax rates: 2 added, 1 updated.')).toBeInTheDocument();
    await waitFor(() => expect(onImported).toHaveBeenCalledWith({ Imported: 3, Added: 2, Updated: 1 }));
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  it('shows the connection message when the server cannot be reached', async () => {
    server.use(http.post('/api/v1/taxRates/import', () => HttpResponse.error()));
    const { dialog } = open();
    const user = userEvent.setup({ delay: null });
    await user.upload(fileInput(), csv('rates.csv', 'ZipCode,TaxRate,EffectiveDate\n'));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText(Messages.ConnectionError)).toBeInTheDocument();
    expect(within(dialog).getByText(Messages.TaxRateImportFailed)).toBeInTheDocument();
  });
});
