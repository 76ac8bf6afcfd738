import { installFakeIndexedDb } from '../../test/fakeIndexedDb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserRoles, WorkOrderProblemMessages as M } from '@canopy/shared';
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
import { DamagesSection } from './DamagesSection';
import { EquipmentProblemsSection } from './EquipmentProblemsSection';
import { workOrderEquipmentLookup } from './queries';
import { chipper, leak, ruts } from './testing';

installFakeIndexedDb();

let device: TestDevice;

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:on-device');
  URL.revokeObjectURL = vi.fn();
});
beforeEach(async () => {
  signIn(claimsOf(UserRoles.Foreman));
  device = openTestDevice();
  await device.pulled('workOrder', crewWorkOrder());
  goOffline();
});
afterEach(async () => {
  goOnline();
  await closeTestDevice();
});

describe('a foreman without a connection', { timeout: 60_000 }, () => {
  it('sees the problems the device holds and reports one on the equipment it kept', async () => {
    await device.pulled('equipmentProblem', leak);
    await device.lookup(workOrderEquipmentLookup(501), [chipper]);
    const user = userEvent.setup({ delay: null });
    renderCrew(<EquipmentProblemsSection workOrder={workOrder()} onChanged={vi.fn()} />);
    expect(await tableRow('Hydraulic leak')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Report problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report equipment problem' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Equipment/ }));
    await user.click(await screen.findByRole('option', { name: chipper.Name }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Problem/ }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Describe the problem/ }), 'Belt frayed');
    await user.click(within(dialog).getByRole('button', { name: 'Report problem' }));
    expect(await tableRow('Belt frayed')).toBeInTheDocument();
    expect(await device.outbox()).toEqual([
      expect.objectContaining({
        Entity: 'equipmentProblem',
        Op: 'create',
        Data: {
          WorkOrderId: 501,
          EquipmentResourceId: chipper.Id,
          EquipmentProblemDescriptionId: 0,
          OtherDescription: 'Belt frayed',
          Notes: null,
        },
      }),
    ]);
  });

  it('reports a damage, files a photo under it before it is sent, and archives a synced one whole', async () => {
    await device.pulled('workOrderDamage', ruts);
    const user = userEvent.setup({ delay: null });
    renderCrew(<DamagesSection workOrder={workOrder()} onChanged={vi.fn()} />);
    expect(await tableRow(ruts.Description)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Report damage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report damage' });
    await user.click(within(dialog).getByRole('button', { name: 'Report damage' }));
    expect(await within(dialog).findByText(M.DamageDescriptionRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /What was damaged/ }), 'Cracked birdbath');
    await user.click(within(dialog).getByRole('button', { name: 'Report damage' }));
    expect(await tableRow('Cracked birdbath')).toBeInTheDocument();

    await screen.findByRole('button', { name: 'Add photos of Cracked birdbath' });
    const choosers = document.querySelectorAll<HTMLInputElement>('input[type=file][multiple]');
    // The new damage is listed first (newest), so its chooser is the first.
    await user.upload(choosers[0]!, new File(['p'], 'birdbath.jpg', { type: 'image/jpeg' }));
    const upload = await screen.findByRole('dialog', { name: 'Upload images' });
    expect(await within(upload).findByDisplayValue('Cracked birdbath')).toBeInTheDocument();
    await user.click(within(upload).getByRole('button', { name: /Upload 1 image/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload images' })).toBeNull(), {
      timeout: 15_000,
    });

    await user.click(screen.getByRole('button', { name: `Archive ${ruts.Description}` }));
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    await waitFor(async () => expect(await device.outbox()).toHaveLength(3));
    const [damage, photo, archived] = await device.outbox();
    expect(damage).toMatchObject({
      Entity: 'workOrderDamage',
      Op: 'create',
      Data: { WorkOrderId: 501, Description: 'Cracked birdbath', Notes: null },
    });
    expect(photo).toMatchObject({
      Entity: 'workOrderImage',
      Op: 'create',
      Data: { WorkOrderId: 501, ImageTypeId: 1, KeyId: null },
      Refs: { KeyId: damage!.Key },
    });
    expect(archived).toMatchObject({
      Entity: 'workOrderDamage',
      Op: 'update',
      Id: ruts.Id,
      BaseVersion: ruts.Version,
      Data: { Description: ruts.Description, Notes: ruts.Notes, Archived: true },
    });
  });
});
