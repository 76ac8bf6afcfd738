import { installFakeIndexedDb } from '../../test/fakeIndexedDb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../ui/test-utils';
import { closeTestDevice, openTestDevice } from '../work-order-services/crewTesting';
import { ServiceItemDialog } from './index';
import { mockInventoryApi, keepChoices, maple } from './testing';

installFakeIndexedDb();

const japaneseMaple = {
  Id: 31,
  Name: 'Japanese maple',
  ScientificName: 'Acer palmatum',
  AccountLocationId: 12,
};
const { calls } = mockInventoryApi({ others: [japaneseMaple] });
// The form's choices are the lists kept on the device; the dialog itself saves online.
beforeEach(async () => keepChoices(openTestDevice(), [japaneseMaple]));
afterEach(async () => {
  await closeTestDevice();
});

describe('the service item dialog', { timeout: 20_000 }, () => {
  it('adds an item of a kind already recorded at the location and hands it to the caller', async () => {
    const onSaved = vi.fn();
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderUi(<ServiceItemDialog opened accountLocationId={12} onClose={onClose} onSaved={onSaved} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add service item' });

    await user.click(within(dialog).getByRole('combobox', { name: /^Item type/ }));
    await user.click(await screen.findByRole('option', { name: 'Other (not in the catalogue)' }));
    await user.click(await within(dialog).findByRole('combobox', { name: /^Kind of plant/ }));
    await user.click(await screen.findByRole('option', { name: /Japanese maple/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]![0]).toMatchObject({
      AccountLocationId: 12,
      OtherServiceItemTypeId: maple.OtherServiceItemTypeId,
    });
    expect(onClose).toHaveBeenCalled();
    expect(calls.map((c) => c.path)).toEqual(['/api/v1/serviceItems']);
  });

  it('asks before closing over unsaved changes', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderUi(<ServiceItemDialog opened accountLocationId={12} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add service item' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Leaning');
    await user.keyboard('{Escape}');

    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toHaveValue('Leaning');
  });
});
