import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Messages } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { adminClaims, loginResponse } from '../../test/sessions';
import { priceRoutes } from './routes';
import { mockPriceApi, stubScrolling } from './testing';

const { server, calls } = mockPriceApi();
beforeAll(() => {
  stubScrolling();
});
beforeEach(() => useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false));

async function openDialog() {
  const user = userEvent.setup({ delay: null });
  renderRoutes('/price/detail?priceId=5&typeId=1&name=Pruning%20by%20DBH', priceRoutes);
  await screen.findByText('13-18 in DBH', {}, { timeout: 15_000 });
  await user.click(screen.getByRole('button', { name: 'Update prices' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Update prices' }) };
}

const previewCell = (size: string, column: number) =>
  within(screen.getByRole('table', { name: 'Price preview' }))
    .getByRole('cell', { name: size })
    .closest('tr')!
    .querySelectorAll('td')[column]!;

describe('updating every price of a table', { timeout: 20_000 }, () => {
  it('refuses a negative dollar amount with the spec message and sends nothing', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Dollars' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Dollar amount' }), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText(Messages.NegativeDollarAmounts)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Price preview' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('previews the change rounded to the cent and saves only after confirmation', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Percentage' }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));

    const confirm = screen.getByRole('dialog', { name: 'Confirm price update' });
    expect(confirm).toHaveTextContent('This will raise every price by 10% in ‘Pruning by DBH’.');
    // 123.45 × 1.1 = 135.795 rounds half up; 0.99 × 1.1 = 1.089; a price not offered stays empty.
    expect(previewCell('0-6 in DBH', 1)).toHaveTextContent('$123.45 → $135.80');
    expect(previewCell('0-6 in DBH', 2)).toHaveTextContent('$246.90 → $271.59');
    expect(previewCell('7-12 in DBH', 1)).toHaveTextContent('$0.99 → $1.09');
    expect(previewCell('7-12 in DBH', 2)).toHaveTextContent('—');
    expect(previewCell('13-18 in DBH', 1)).toHaveTextContent('$85.00 → $93.50');
    expect(calls).toEqual([]);

    await user.click(within(confirm).getByRole('button', { name: 'Confirm update' }));
    expect(await screen.findByText(Messages.PricesUpdated)).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'PUT', path: '/api/v1/price/updateById/5/2', body: { Value: 10 } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lowers prices by a negative percentage and adds dollars to the cent', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Percentage' }), '-2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    let confirm = screen.getByRole('dialog', { name: 'Confirm price update' });
    expect(confirm).toHaveTextContent('lower every price by 2.5%');
    expect(previewCell('7-12 in DBH', 1)).toHaveTextContent('$0.99 → $0.97');

    await user.click(within(confirm).getByRole('button', { name: 'Back' }));
    const form = screen.getByRole('dialog', { name: 'Update prices' });
    await user.click(within(form).getByRole('radio', { name: 'Dollars' }));
    await user.type(within(form).getByRole('textbox', { name: 'Dollar amount' }), '5.25');
    await user.click(within(form).getByRole('button', { name: 'Review' }));
    confirm = screen.getByRole('dialog', { name: 'Confirm price update' });
    expect(confirm).toHaveTextContent('add $5.25 to every price');
    expect(previewCell('13-18 in DBH', 2)).toHaveTextContent('$170.00 → $175.25');

    await user.click(within(confirm).getByRole('button', { name: 'Confirm update' }));
    await waitFor(() =>
      expect(calls).toEqual([{ method: 'PUT', path: '/api/v1/price/updateById/5/1', body: { Value: 5.25 } }]),
    );
  });

  it("shows the server's objection to the value on the field", async () => {
    const tooLarge = 'The change would make a price larger than $100,000,000.00.';
    server.use(
      http.put('/api/v1/price/updateById/:id/:option', () =>
        HttpResponse.json({ Message: 'Invalid', ModelState: { Value: [tooLarge] } }, { status: 400 }),
      ),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Percentage' }), '99999');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    await user.click(screen.getByRole('button', { name: 'Confirm update' }));
    const form = await screen.findByRole('dialog', { name: 'Update prices' });
    expect(within(form).getByText(tooLarge)).toBeInTheDocument();
  });
});
