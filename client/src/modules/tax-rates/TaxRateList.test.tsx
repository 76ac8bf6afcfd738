import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { Messages, RATE_MESSAGE, ZIP_MESSAGE, type TaxRate } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { adminClaims, loginResponse } from '../../test/sessions';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { taxRateRoutes } from './routes';

const rows: TaxRate[] = [
  { Id: 1, ZipCode: '60201', TaxRate_: 10.25, Archived: false, EffectiveDate: '2026-01-01' },
  { Id: 2, ZipCode: '60202-1234', TaxRate_: 9.5, Archived: true, EffectiveDate: '2025-07-01' },
];
const searches: Record<string, unknown>[] = [];
const saves: Record<string, unknown>[] = [];
const deletes: string[] = [];

const { server } = mockApi([
  http.post('/api/v1/taxRates/_search', async ({ request }) => {
    searches.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json(rows, { headers: { 'X-List-Count': '2' } });
  }),
  http.put('/api/v1/taxRates/save', async ({ request }) => {
    const body = (await request.json()) as TaxRate;
    saves.push(body);
    return HttpResponse.json({ ...body, Id: body.Id || 3 });
  }),
  http.delete('/api/v1/taxRates/:id/remove', ({ params }) => {
    deletes.push(String(params.id));
    return HttpResponse.json({});
  }),
]);
beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false));
afterEach(() => {
  searches.length = 0;
  saves.length = 0;
  deletes.length = 0;
});

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

async function openEditor(zip: string) {
  const user = userEvent.setup({ delay: null });
  renderRoutes('/tax-rates/', taxRateRoutes);
  await screen.findByText(zip, {}, { timeout: 15_000 });
  await user.click(within(rowOf(zip)).getByRole('button', { name: 'Edit' }));
  return user;
}

describe('the tax rate list', { timeout: 20_000 }, () => {
  it('asks for 12 rates a page with the spec search fields only, and shows rates exactly', async () => {
    renderRoutes('/tax-rates/', taxRateRoutes);
    await screen.findByText('60201', {}, { timeout: 15_000 });
    expect(searches[0]).toEqual({ Query: '', Skip: 0, Take: 12 });
    expect(within(rowOf('60201')).getByText('10.25%')).toBeInTheDocument();
    expect(within(rowOf('60202-1234')).getByText('9.50%')).toBeInTheDocument();
    expect(within(rowOf('60202-1234')).getByText('Archived')).toBeInTheDocument();
  });

  it('searches by a zip typed into the address', async () => {
    renderRoutes('/tax-rates/?q=60201&page=2', taxRateRoutes);
    await screen.findByText('60201', {}, { timeout: 15_000 });
    expect(searches[0]).toEqual({ Query: '60201', Skip: 12, Take: 12 });
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('60201');
  });

  it('masks the zip as 5-4 and keeps the rate to 4 decimals when saving a row inline', async () => {
    const user = await openEditor('60201');
    const zip = screen.getByRole('textbox', { name: 'Zip code' });
    await user.clear(zip);
    await user.type(zip, '602011234x');
    expect(zip).toHaveValue('60201-1234');
    const rate = screen.getByRole('textbox', { name: 'Tax rate' });
    await user.clear(rate);
    await user.type(rate, '8.875567');
    expect(rate).toHaveValue('8.8755');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saves).toEqual([
        { Id: 1, ZipCode: '60201-1234', TaxRate_: 8.8755, EffectiveDate: '2026-01-01', Archived: false },
      ]),
    );
    expect(await screen.findByText(Messages.UpdatedSuccessfully)).toBeInTheDocument();
  });

  it('refuses a short zip and a rate over 100 before asking the server', async () => {
    const user = await openEditor('60201');
    const zip = screen.getByRole('textbox', { name: 'Zip code' });
    await user.clear(zip);
    await user.type(zip, '6020');
    const rate = screen.getByRole('textbox', { name: 'Tax rate' });
    await user.clear(rate);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ZIP_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(RATE_MESSAGE)).toBeInTheDocument();
    await user.type(rate, '150');
    await user.tab();
    expect(rate).toHaveValue('100');
    expect(saves).toEqual([]);
  });

  it('edits one row at a time', async () => {
    const user = await openEditor('60201');
    await user.click(within(rowOf('60202-1234')).getByRole('button', { name: 'Edit' }));
    const prompt = screen.getByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(prompt).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Zip code' })).toHaveLength(1));
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveValue('60202-1234');
    expect(screen.getByRole('switch', { name: 'Archived' })).toBeChecked();
  });

  it("keeps the editor open with 'Tax Rate Save Failed' when the save fails", async () => {
    server.use(http.put('/api/v1/taxRates/save', () => HttpResponse.json({}, { status: 500 })));
    const user = await openEditor('60201');
    await user.type(screen.getByRole('textbox', { name: 'Tax rate' }), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(Messages.TaxRateSaveFailed)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tax rate' })).toHaveValue('10.255');
  });

  it('adds a rate effective today unless told otherwise', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/tax-rates/', taxRateRoutes);
    await user.click(await screen.findByRole('button', { name: 'Add Tax Rate' }, { timeout: 15_000 }));
    await user.type(screen.getByRole('textbox', { name: 'Zip code' }), '60301');
    await user.type(screen.getByRole('textbox', { name: 'Tax rate' }), '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ Id: 0, ZipCode: '60301', TaxRate_: 10, Archived: false });
    expect(saves[0]!.EffectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("deletes only after confirmation, and says 'Deleting Tax Rate Failed' when refused", async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes('/tax-rates/', taxRateRoutes);
    await screen.findByText('60201', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Delete 60201 1/1/2026' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete tax rate' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete 60201 1/1/2026' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete tax rate' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes).toEqual(['1']));
    expect(await screen.findByText(Messages.DeletedSuccessfully)).toBeInTheDocument();

    server.use(http.delete('/api/v1/taxRates/:id/remove', () => HttpResponse.json({}, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Delete 60201 1/1/2026' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete tax rate' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(Messages.TaxRateDeleteFailed)).toBeInTheDocument();
  });

  it('shows a read-only user the rates with nothing to change', async () => {
    useSessionStore.getState().signIn(loginResponse({ claims: { ...adminClaims, TaxRates: 1 } }), false);
    renderRoutes('/tax-rates/', taxRateRoutes);
    await screen.findByText('60201', {}, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Tax Rate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });
});
