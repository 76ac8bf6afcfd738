import { installFakeIndexedDb } from '../../test/fakeIndexedDb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { adminClaims, loginResponse } from '../../test/sessions';
import { sha256Hex } from '../../offline/photos';
import {
  closeTestDevice,
  goOffline,
  openTestDevice,
  renderCrew,
  type TestDevice,
} from '../work-order-services/crewTesting';
import { ImagesSection } from './ImagesSection';
import { deviceWorkOrder, entry, image, workOrder } from './testing';
import { SAVED_ON_DEVICE } from '../../offline/status';

installFakeIndexedDb();

const { server } = mockApi();
let device: TestDevice;

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:on-device');
  URL.revokeObjectURL = vi.fn();
});
beforeEach(async () => {
  useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false);
  server.use(
    // Online, the list read now has freshly signed links of the photos the server has.
    http.get('/api/v1/workOrders/42/images', () =>
      HttpResponse.json([
        image({ Url: '/api/v1/files/1?sig=full', ThumbnailUrl: '/api/v1/files/1?sig=thumb' }),
      ]),
    ),
    http.post('/api/v1/workOrders/services/_search', () =>
      HttpResponse.json([{ Id: 5, ServiceName: 'Crown cleaning', ServiceVisit: null, Archived: false }]),
    ),
  );
  device = openTestDevice();
  await device.pulled('workOrder', deviceWorkOrder());
  await device.pulled('workOrderImage', image({ Url: '/old?sig=expired', ThumbnailUrl: '/old?sig=expired' }));
});
afterEach(async () => {
  await closeTestDevice();
});

const render = () => renderCrew(<ImagesSection workOrder={workOrder} onChanged={() => {}} />);
const chooser = () => document.querySelector<HTMLInputElement>('input[type=file][multiple]')!;
const bytesOf = (text: string) => new TextEncoder().encode(text).buffer;

describe('work order images', { timeout: 30_000 }, () => {
  it('keeps each chosen photo on the device and queues its upload with the type, the service and its caption', async () => {
    const user = userEvent.setup({ delay: null });
    render();
    await screen.findByRole('listitem', { name: 'Broken fence' });
    // On a phone, Take photo opens the back camera.
    expect(
      document.querySelector('input[type=file][accept="image/*"][capture=environment][multiple]'),
    ).not.toBeNull();
    await user.upload(chooser(), [
      new File(['a'], 'before.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'after.jpg', { type: 'image/jpeg' }),
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Upload images' });
    await user.click(within(dialog).getByRole('combobox', { name: /Image type/ }));
    await user.click(await screen.findByRole('option', { name: 'Services' }));
    await user.click(await within(dialog).findByRole('combobox', { name: 'Service' }));
    await user.click(await screen.findByRole('option', { name: 'Crown cleaning' }));

    const first = within(dialog).getByRole('textbox', { name: 'Caption 1' });
    await user.click(first);
    await user.paste(`Before ${'x'.repeat(300)}`);
    expect(await screen.findByText('Caption cannot exceed 200 characters.')).toBeInTheDocument();
    expect((first as HTMLInputElement).value).toHaveLength(200);
    await user.clear(first);
    await user.type(first, 'Before');

    await user.click(within(dialog).getByRole('button', { name: 'Upload 2 images' }));
    // Each photo is hashed and kept in the database before its upload is queued.
    expect(await screen.findByText('Images Saved Successfully', {}, { timeout: 15_000 })).toBeInTheDocument();
    const [a, b] = [await sha256Hex(bytesOf('a')), await sha256Hex(bytesOf('b'))];
    const upload = (BlobHash: string, FileName: string, Caption: string | null) =>
      expect.objectContaining({
        Entity: 'workOrderImage',
        Op: 'create',
        BlobHash,
        Data: {
          WorkOrderId: 42,
          ImageTypeId: 3,
          KeyId: 5,
          Caption,
          FileName,
          BlobHash,
          ContentType: 'image/jpeg',
        },
      });
    expect(await device.outbox()).toEqual([upload(a, 'before.jpg', 'Before'), upload(b, 'after.jpg', null)]);
    expect((await device.ctx.db.blobs.get(a))?.Bytes.byteLength).toBe(1);

    const card = await screen.findByRole('listitem', { name: 'Before' });
    expect(within(card).getByText('Not synced')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Before' })).toHaveAttribute('src', 'blob:on-device');
    expect(within(card).getByText('Crown cleaning')).toBeInTheDocument();
  });

  it('will not queue photos without an image type', async () => {
    const user = userEvent.setup({ delay: null });
    render();
    await screen.findByRole('listitem', { name: 'Broken fence' });
    await user.upload(chooser(), new File(['a'], 'a.jpg', { type: 'image/jpeg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload images' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload 1 image' }));
    expect(await within(dialog).findByText('Choose the image type.')).toBeInTheDocument();
    expect(await device.outbox()).toEqual([]);
  });

  it('takes photos with no connection, filed under a scouting entry the server does not have yet', async () => {
    goOffline();
    await device.ctx.store.putRecord({
      Entity: 'scoutingReport',
      Key: 'entry-on-device',
      Id: null,
      Version: 0,
      Data: entry({ Id: 0, ServiceItem: { ...entry().ServiceItem, Name: 'Red maple', LocationName: null } }),
      Base: null,
      Pending: 1,
      NeedsReview: false,
    });
    const user = userEvent.setup({ delay: null });
    render();
    await screen.findByRole('listitem', { name: 'Broken fence' });
    await user.upload(chooser(), new File(['c'], 'IMG_1.png', { type: 'image/png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload images' });
    await user.click(within(dialog).getByRole('combobox', { name: /Image type/ }));
    await user.click(await screen.findByRole('option', { name: 'Scouting Report' }));
    await user.click(await within(dialog).findByRole('combobox', { name: 'Scouting entry' }));
    await user.click(await screen.findByRole('option', { name: 'Red maple' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload 1 image' }));

    // Kept on the device until there is a connection, and the message says so.
    expect(await screen.findByText(SAVED_ON_DEVICE)).toBeInTheDocument();
    expect(await device.outbox()).toEqual([
      expect.objectContaining({
        Data: expect.objectContaining({ ImageTypeId: 4, KeyId: null, FileName: 'IMG_1.png' }),
        Refs: { KeyId: 'entry-on-device' },
      }),
    ]);
    const card = await screen.findByRole('listitem', { name: 'IMG_1.png' });
    expect(within(card).getByText('Red maple')).toBeInTheDocument();
  });

  it('files a photo taken without a signal under a service the device kept from when it was online', async () => {
    const user = userEvent.setup({ delay: null });
    render();
    await screen.findByRole('listitem', { name: 'Broken fence' });
    // Showing the images online keeps the work order's services on the device.
    await waitFor(async () => expect(await device.ctx.db.lookups.count()).toBeGreaterThan(0));
    goOffline();
    await user.upload(chooser(), new File(['s'], 'stump.jpg', { type: 'image/jpeg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload images' });
    await user.click(within(dialog).getByRole('combobox', { name: /Image type/ }));
    await user.click(await screen.findByRole('option', { name: 'Services' }));
    await user.click(await within(dialog).findByRole('combobox', { name: 'Service' }));
    await user.click(await screen.findByRole('option', { name: 'Crown cleaning' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload 1 image' }));
    await waitFor(async () =>
      expect(await device.outbox()).toEqual([
        expect.objectContaining({ Data: expect.objectContaining({ ImageTypeId: 3, KeyId: 5 }) }),
      ]),
    );
  });

  it('asks for a connection to choose a service when the device never had the list', async () => {
    goOffline();
    const user = userEvent.setup({ delay: null });
    render();
    await screen.findByRole('listitem', { name: 'Broken fence' });
    await user.upload(chooser(), new File(['a'], 'a.jpg', { type: 'image/jpeg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload images' });
    await user.click(within(dialog).getByRole('combobox', { name: /Image type/ }));
    await user.click(await screen.findByRole('option', { name: 'Services' }));
    expect(
      await within(dialog).findByText('The services can be chosen with a connection.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Service' })).toBeDisabled();
  });

  it('queues an edited caption as the save body without Id and Version', async () => {
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit Broken fence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit image' });
    const caption = within(dialog).getByRole('textbox', { name: 'Caption' });
    await user.clear(caption);
    await user.type(caption, 'Cracked post');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Images Saved Successfully')).toBeInTheDocument();
    expect(await device.outbox()).toEqual([
      expect.objectContaining({
        Op: 'update',
        Id: 9,
        BaseVersion: 1,
        Data: { ImageTypeId: 1, KeyId: null, Caption: 'Cracked post' },
      }),
    ]);
    const card = await screen.findByRole('listitem', { name: 'Cracked post' });
    expect(within(card).getByText('Not synced')).toBeInTheDocument();
  });

  it('deletes an image only after confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(await screen.findByRole('button', { name: 'Delete Broken fence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete image' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Image Deleted Successfully')).toBeInTheDocument();
    expect(await screen.findByText('No images on this work order yet.')).toBeInTheDocument();
    expect(await device.outbox()).toEqual([
      expect.objectContaining({ Entity: 'workOrderImage', Op: 'delete', Id: 9, BaseVersion: 1 }),
    ]);
  });

  it('says a photo shows when online, instead of a broken image, when it cannot load without a signal', async () => {
    goOffline();
    render();
    const thumb = await screen.findByRole('img', { name: 'Broken fence' });
    expect(thumb).toHaveAttribute('src', '/old?sig=expired');
    fireEvent.error(thumb);
    const card = screen.getByRole('listitem', { name: 'Broken fence' });
    expect(await within(card).findByText('Shown when online')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Broken fence' })).not.toHaveAttribute('src');
  });

  it('shows freshly signed links online, and no changes without WorkOrders_ServiceImages Full', async () => {
    useSessionStore
      .getState()
      .signIn(loginResponse({ claims: { ...adminClaims, WorkOrders_ServiceImages: 1 } }), false);
    const user = userEvent.setup({ delay: null });
    render();
    const thumb = await screen.findByRole('img', { name: 'Broken fence' });
    await waitFor(() => expect(thumb).toHaveAttribute('src', '/api/v1/files/1?sig=thumb'));
    expect(screen.queryByRole('button', { name: 'Upload images' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Broken fence' }));
    const viewer = await screen.findByRole('dialog', { name: 'Broken fence' });
    expect(within(viewer).getByRole('img', { name: 'Broken fence' })).toHaveAttribute(
      'src',
      '/api/v1/files/1?sig=full',
    );
    await waitFor(() => expect(within(viewer).getByText(/fence\.jpg/)).toBeInTheDocument());
  });
});
