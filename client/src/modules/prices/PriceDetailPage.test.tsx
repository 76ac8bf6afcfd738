import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages, PricingTypes, R, type PriceTable } from '@canopy/shared';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { adminClaims, loginResponse } from '../../test/sessions';
import { dbhTable } from './fixtures';
import { priceRoutes } from './routes';
import { mockPriceApi, stubScrolling } from './testing';

let table: PriceTable = dbhTable();
const { calls } = mockPriceApi(() => table);
beforeAll(() => {
  stubScrolling();
});
beforeEach(() => {
  table = dbhTable();
  useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false);
});

const open = async (typeId = table.PricingType) => {
  renderRoutes(`/price/detail?priceId=5&typeId=${typeId}&name=Pruning%20by%20DBH`, priceRoutes);
  await screen.findByText('13-18 in DBH', {}, { timeout: 15_000 });
};
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
const rowOf = (size: string) => screen.getByRole('cell', { name: size }).closest('tr')!;

describe('the price table detail', { timeout: 20_000 }, () => {
  it.each([
    [PricingTypes.VisitPerYear, ['Price per Visit', 'Price per Year'], ['$123.45', '$246.90']],
    [PricingTypes.Flat, ['Flat Price'], ['$300.00']],
    [PricingTypes.PerUOM, ['Price per Unit'], ['$123.45']],
    [
      PricingTypes.Open,
      ['Price per Visit', 'Price per Year', 'Flat Price'],
      ['$123.45', '$246.90', '$300.00'],
    ],
  ])('shows the prices pricing type %i uses', async (type, columns, firstRow) => {
    table = dbhTable(type);
    await open();
    expect(headers()).toEqual(['Size', ...columns, '', '']);
    const cells = within(rowOf('0-6 in DBH'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1, 1 + columns.length)).toEqual(firstRow);
  });

  it('shows a price the row does not offer as a dash', async () => {
    await open();
    expect(within(rowOf('7-12 in DBH')).getAllByRole('cell')[2]).toHaveTextContent('—');
  });

  it('deletes a row only after the user confirms', async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('button', { name: 'Delete 7-12 in DBH' }));
    const ask = screen.getByRole('dialog', { name: 'Delete prices' });
    expect(ask).toHaveTextContent("Delete the prices for '7-12 in DBH' from this table?");
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete 7-12 in DBH' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete prices' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(Messages.DeletedSuccessfully)).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'DELETE', path: '/api/v1/price/detail/12', body: undefined }]);
  });

  it('adds a size not yet priced, sending only the prices the type uses', async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('button', { name: 'Add size' }));
    await user.click(screen.getByRole('combobox', { name: 'Size' }));
    expect(screen.queryByRole('option', { name: '0-6 in DBH' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: '19-24 in DBH' }));
    await user.type(screen.getByRole('textbox', { name: 'Price per Visit' }), '150');
    await user.type(screen.getByRole('textbox', { name: 'Price per Year' }), '299.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'POST',
          path: '/api/v1/price/detail',
          body: { Id: 0, PriceId: 5, InventoryItemSizeId: 4, PricePerVisit: 150, PricePerYear: 299.5 },
        },
      ]),
    );
    expect(await screen.findByText('Added Successfully')).toBeInTheDocument();
  });

  it('lets a read-only user look but not change anything', async () => {
    useSessionStore.getState().signIn(loginResponse({ claims: { Price: R } }), false);
    await open();
    expect(screen.getByRole('heading', { name: 'Pruning by DBH' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update prices' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add size' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });
});
