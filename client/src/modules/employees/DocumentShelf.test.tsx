import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '../../test/mockApi';
import { renderUi } from '../../ui/test-utils';
import { DocumentShelf } from './DocumentShelf';
import type { EmployeeDocument } from './documents';

const { server } = mockApi();
const doc: EmployeeDocument = {
  Id: 5,
  Name: 'CDL scan.pdf',
  StatusId: 1,
  FileName: 'CDL scan.pdf',
  ContentType: 'application/pdf',
  Size: 52_000,
  CreatedDate: '2025-04-02T15:00:00.000Z',
  Url: '/api/v1/files/9?exp=1&sig=x',
};
let searches: unknown[] = [];

beforeEach(() => {
  searches = [];
  server.use(
    http.post('/api/v1/employees/42/training-docs/_search', async ({ request }) => {
      searches.push(await request.json());
      return HttpResponse.json([doc], { headers: { 'X-List-Count': '1' } });
    }),
  );
});

const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;

describe('a document shelf', () => {
  it('lists 12 a page and uploads several files in one request', async () => {
    let contents: string[] = [];
    server.use(
      http.post('/api/v1/employees/42/training-docs', async ({ request }) => {
        const files = (await request.formData()).getAll('file') as File[];
        contents = await Promise.all(files.map((f) => f.text()));
        return HttpResponse.json([6, 7]);
      }),
    );
    renderUi(<DocumentShelf employeeId={42} shelf="training-docs" title="Training documents" canEdit />);
    const link = await screen.findByRole('link', { name: 'CDL scan.pdf' });
    expect(link).toHaveAttribute('href', doc.Url);
    expect(searches[0]).toEqual({ Query: '', Skip: 0, Take: 12 });

    await userEvent
      .setup()
      .upload(fileInput(), [
        new File(['a'], 'first-aid.pdf', { type: 'application/pdf' }),
        new File(['b'], 'chainsaw.pdf', { type: 'application/pdf' }),
      ]);
    expect(await screen.findByText('2 documents uploaded')).toBeInTheDocument();
    expect(contents).toEqual(['a', 'b']);
    await waitFor(() => expect(searches).toHaveLength(2));
  });

  it('says Document Upload Failed with the server’s reason', async () => {
    server.use(
      http.post('/api/v1/employees/42/training-docs', () =>
        HttpResponse.json(
          {
            Message: 'Please correct the following',
            ModelState: { File: ['"run.exe" is not a file type we accept here.'] },
          },
          { status: 400 },
        ),
      ),
    );
    renderUi(<DocumentShelf employeeId={42} shelf="training-docs" title="Training documents" canEdit />);
    await screen.findByRole('link', { name: 'CDL scan.pdf' });
    await userEvent.setup({ delay: null }).upload(fileInput(), new File(['x'], 'run.exe'));
    expect(await screen.findByText('Document Upload Failed')).toBeInTheDocument();
    expect(screen.getByText('"run.exe" is not a file type we accept here.')).toBeInTheDocument();
  });

  it('deletes a document only after confirmation', async () => {
    let deleted = false;
    server.use(
      http.delete('/api/v1/employees/42/training-docs/5', () => {
        deleted = true;
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderUi(<DocumentShelf employeeId={42} shelf="training-docs" title="Training documents" canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Delete CDL scan.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete document' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe(true));
  });

  it('offers no upload or delete without the right to change the shelf', async () => {
    renderUi(
      <DocumentShelf employeeId={42} shelf="training-docs" title="Training documents" canEdit={false} />,
    );
    await screen.findByRole('link', { name: 'CDL scan.pdf' });
    expect(screen.queryByRole('button', { name: /^Upload/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CDL scan.pdf' })).toBeInTheDocument();
  });
});
