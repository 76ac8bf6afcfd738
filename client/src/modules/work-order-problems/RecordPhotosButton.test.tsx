import { installFakeIndexedDb } from '../../test/fakeIndexedDb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WorkOrderImageMessages, WorkOrderImageTypes } from '@canopy/shared';
import { mockApi } from '../../test/mockApi';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { adminClaims, loginResponse } from '../../test/sessions';
import {
  closeTestDevice,
  openTestDevice,
  renderCrew,
  type TestDevice,
} from '../work-order-services/crewTesting';
import { RecordPhotosButton } from './RecordPhotosButton';
import { deviceWorkOrder } from '../work-order-media/testing';
import { leak } from './testing';
import { serverKey } from '@canopy/sync/protocol';

installFakeIndexedDb();

mockApi();
let device: TestDevice;

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:on-device');
  URL.revokeObjectURL = vi.fn();
});
beforeEach(async () => {
  useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false);
  device = openTestDevice();
  await device.pulled('workOrder', deviceWorkOrder());
  await device.pulled('equipmentProblem', { ...leak, WorkOrderId: 42 });
});
afterEach(async () => {
  await closeTestDevice();
});

describe('photos of an equipment problem', { timeout: 60_000 }, () => {
  it('are filed under the problem with the EquipmentProblems image type', async () => {
    const user = userEvent.setup({ delay: null });
    renderCrew(
      <RecordPhotosButton
        workOrderId={42}
        imageTypeId={WorkOrderImageTypes.EquipmentProblems}
        recordKey={serverKey(leak.Id)}
        label="problem 71"
      />,
    );
    await screen.findByRole('button', { name: 'Add photos of problem 71' });
    const chooser = document.querySelector<HTMLInputElement>('input[type=file][multiple]')!;
    await user.upload(chooser, new File(['p'], 'leak.jpg', { type: 'image/jpeg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload images' });
    expect(within(dialog).getByRole('combobox', { name: /Image type/ })).toHaveValue('Equipment Problems');
    expect(await within(dialog).findByDisplayValue('CH-07 (Chipper): Hydraulic leak')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Upload 1 image/ }));
    expect(
      await screen.findByText(WorkOrderImageMessages.ImagesSaved, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await device.outbox()).toEqual([
      expect.objectContaining({
        Entity: 'workOrderImage',
        Data: expect.objectContaining({ WorkOrderId: 42, ImageTypeId: 2, KeyId: leak.Id }),
      }),
    ]);
  });
});
