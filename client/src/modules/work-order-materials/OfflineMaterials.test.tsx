import { installFakeIndexedDb } from '../../test/fakeIndexedDb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserRoles } from '@canopy/shared';
import { claimsOf } from '../../test/sessions';
import {
  closeTestDevice,
  crewWorkOrder,
  goOffline,
  goOnline,
  openTestDevice,
  renderCrew,
  tableRow,
  type TestDevice,
} from '../work-order-services/crewTesting';
import { signIn, workOrder } from '../work-order-services/testing';
import { MaterialsSection } from './MaterialsSection';
import { catalogueMaterialsLookup, materialServicesLookup } from './queries';
import { catalogue, materialRow, services } from './testing';

installFakeIndexedDb();

let device: TestDevice;

beforeEach(async () => {
  signIn(claimsOf(UserRoles.Foreman));
  device = openTestDevice();
  await device.pulled('workOrder', crewWorkOrder());
  await device.lookup(catalogueMaterialsLookup, catalogue);
  await device.lookup(materialServicesLookup(501), services);
  goOffline();
});
afterEach(async () => {
  goOnline();
  await closeTestDevice();
});

describe('materials without a connection', { timeout: 60_000 }, () => {
  it('a foreman adds a material on the device, without prices, and archives a synced one', async () => {
    const synced = materialRow();
    const { UnitPrice: _u, TotalCost: _t, ActualCost: _a, ...unpriced } = synced;
    await device.pulled('workOrderMaterial', unpriced);
    const user = userEvent.setup({ delay: null });
    renderCrew(<MaterialsSection workOrder={workOrder()} onChanged={vi.fn()} />);
    expect(await tableRow(synced.MaterialName)).toBeInTheDocument();
    expect(screen.queryByText('Unit price')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add material' }));
    const form = screen.getByRole('heading', { name: 'Add material' }).parentElement!;
    await user.click(within(form).getByRole('combobox', { name: /^Material/ }));
    await user.click(await screen.findByRole('option', { name: 'Cabling Kit (each)' }));
    await user.type(within(form).getByRole('textbox', { name: /^Units/ }), '2');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await tableRow('Cabling Kit')).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).toBeNull();

    await user.click(screen.getByRole('button', { name: `Archive ${synced.MaterialName}` }));
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    await waitFor(async () => expect(await device.outbox()).toHaveLength(2));
    const [added, archived] = await device.outbox();
    expect(added).toMatchObject({
      Entity: 'workOrderMaterial',
      Op: 'create',
      Data: { WorkOrderId: 501, MaterialTypeId: 1, MaterialId: 2, Units: 2 },
    });
    expect(added!.Data).not.toHaveProperty('UnitPrice');
    expect(archived).toMatchObject({
      Entity: 'workOrderMaterial',
      Op: 'update',
      Id: synced.Id,
      Data: { Archived: true },
    });
  });
});
