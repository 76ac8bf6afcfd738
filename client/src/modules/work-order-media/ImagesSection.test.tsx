import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { SaveWorkOrderImage } from '@canopy/shared';
import { useSessionStore } from '../../app/session/sessionStore';
import { adminClaims, loginResponse } from '../../app/testing/sessions';
import { renderUi } from '../../ui/test-utils';
import { ImagesSection } from './ImagesSection';
import { image, workOrder } from './testing';

const server = setupServer();
let images = [image()];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
beforeEach(() => {
  images = [image()];
  useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false);
  server.use(
    http.get('/api/v1/workOrders/42/images', () => HttpResponse.json(images)),
    http.post('/api/v1/workOrders/services/_search', () =>
      HttpResponse.json([{ Id: 5, ServiceName: 'Crown cleaning', ServiceVisit: null, Archived: false }]),
    ),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const render = () => renderUi(<ImagesSection workOrder={workOrder} onChanged={() => {}} />);
const uploadInput = () => document.querySelector<HTMLInputElement>('input[type=file][multiple]')!;

describe('work order images', () => {
  it('uploads several images in one request with the type, the service and a caption per file', async () => {
    let sent: FormData | null = null;
    let contents: string[] = [];
    server.use(
      http.post('/api/v1/workOrders/42/images', async ({ request }) => {
        sent = await request.formData();
        contents = await Promise.all((sent.getAll('file') as File[]).map((f) => f.text()));
        images = [
          ...images,
          image({ Id: 10, Caption: 'Before', ImageTypeId: 3, ImageType: 'Services', KeyId: 5 }),
        ];
        return HttpResponse.json({ Images: [], Warnings: [] });
      }),
    );
    const user = userEvent.setup();
    render();
    await screen.findByRole('listitem', { name: 'Broken fence' });
    await user.upload(uploadInput(), [
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
    expect(await screen.findByText('Images Saved Successfully')).toBeInTheDocument();
    const form = sent as unknown as FormData;
    expect(form.get('ImageTypeId')).toBe('3');
    expect(form.get('KeyId')).toBe('5');
    expect(form.get('Captions[0]')).toBe('Before');
    expect(form.has('Captions[1]')).toBe(false);
    expect(contents).toEqual(['a', 'b']);
    expect(await screen.findByRole('listitem', { name: 'Before' })).toBeInTheDocument();
  });

  it('will not upload without an image type', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('listitem', { name: 'Broken fence' });
    await user.upload(uploadInput(), new File(['a'], 'a.jpg', { type: 'image/jpeg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload images' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload 1 image' }));
    expect(await within(dialog).findByText('Choose the image type.')).toBeInTheDocument();
  });

  it('saves an edited caption with its version and shows the server’s warning', async () => {
    let body: SaveWorkOrderImage | null = null;
    server.use(
      http.put('/api/v1/workOrders/42/images/save', async ({ request }) => {
        body = (await request.json()) as SaveWorkOrderImage;
        const saved = image({ Caption: 'Cracked post', Version: 2 });
        return HttpResponse.json({ Image: saved, Warnings: ['Caption cannot exceed 200 characters.'] });
      }),
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit Broken fence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit image' });
    const caption = within(dialog).getByRole('textbox', { name: 'Caption' });
    await user.clear(caption);
    await user.type(caption, 'Cracked post');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Images Saved Successfully')).toBeInTheDocument();
    expect(screen.getByText('Caption cannot exceed 200 characters.')).toBeInTheDocument();
    expect(body).toEqual({ Id: 9, Version: 1, ImageTypeId: 1, KeyId: null, Caption: 'Cracked post' });
  });

  it('deletes an image only after confirmation', async () => {
    let removed: string | null = null;
    server.use(
      http.delete('/api/v1/workOrders/42/images/remove', ({ request }) => {
        removed = new URL(request.url).searchParams.get('ImageId');
        images = [];
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Delete Broken fence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete image' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Image Deleted Successfully')).toBeInTheDocument();
    expect(removed).toBe('9');
    expect(await screen.findByText('No images on this work order yet.')).toBeInTheDocument();
  });

  it('shows the full image, and no changes without WorkOrders_ServiceImages Full', async () => {
    useSessionStore
      .getState()
      .signIn(loginResponse({ claims: { ...adminClaims, WorkOrders_ServiceImages: 1 } }), false);
    const user = userEvent.setup();
    render();
    const thumb = await screen.findByRole('img', { name: 'Broken fence' });
    expect(thumb).toHaveAttribute('src', '/api/v1/files/1?sig=thumb');
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
