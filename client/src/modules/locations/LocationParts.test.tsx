import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Messages, NoteDateFilters, type LocationNote, type Neighbor } from '@canopy/shared';
import { renderRoutes } from '../../app/testing/renderRoutes';
import { ANY_NOTE, noteSearchFilters } from './noteFilters';
import { locationRoutes } from './routes';
import { locationFixture, mockLocationApi, signIn } from './testing';

const { server, calls, searches } = mockLocationApi();
const note: LocationNote = {
  Id: 40,
  LocationId: 9,
  Notes: 'Gate code 4411',
  TypeId: 1,
  TypeName: 'Gate code',
  StatusId: 1,
  PrintOnWorkOrder: true,
  DateCreated: '2025-03-02T15:00:00.000Z',
  CreatedBy: 'Ada Oak',
  Version: 2,
};
const neighbor: Neighbor = {
  Id: 50,
  LocationId: 9,
  Address: '14 Oak St',
  TypeId: 1,
  TypeName: 'Notify Before Service',
  StatusId: 1,
  Version: 1,
};
const list = <T,>(rows: T[]) => HttpResponse.json(rows, { headers: { 'X-List-Count': String(rows.length) } });

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  signIn();
  server.use(
    http.get('/api/v1/accounts/accountLocations/9', () => HttpResponse.json(locationFixture())),
    http.post('/api/v1/accounts/accountLocations/notes/_search', () => list([note])),
    http.post('/api/v1/accounts/accountLocations/neighbors/_search', () => list([neighbor])),
    http.post('/api/v1/accounts/accountLocations/9/docs/_search', () =>
      list([
        {
          Id: 5,
          Name: 'Site plan.pdf',
          StatusId: 1,
          FileName: 'Site plan.pdf',
          ContentType: 'application/pdf',
          Size: 52_000,
          CreatedDate: '2025-04-02T15:00:00.000Z',
          Url: '/api/v1/files/9?exp=1&sig=x',
        },
      ]),
    ),
  );
});

const part = (screenPath: string, extra = '') =>
  renderRoutes(
    `/accounts/location/${screenPath}?id=9&name=Oak%20Street%20House&acctId=5&acctName=Diaz%20Family${extra}`,
    locationRoutes,
  );
const noteSearches = () => searches.filter((s) => s.path.endsWith('/notes/_search')).map((s) => s.body);

describe('the location notes screen', { timeout: 30_000 }, () => {
  it('searches 12 a page with the print and date filters, and adds a note', async () => {
    server.use(http.post('/api/v1/accounts/accountLocations/9/notes', () => HttpResponse.json(note)));
    const user = userEvent.setup({ delay: null });
    part('notes');
    await screen.findByText('Gate code 4411', {}, { timeout: 15_000 });
    expect(noteSearches()[0]).toEqual({
      LocationId: 9,
      Query: '',
      Skip: 0,
      Take: 12,
      PrintOnWorkOrder: null,
      DateFrom: null,
      DateTo: null,
    });

    await user.click(screen.getByRole('combobox', { name: 'Print on work order' }));
    await user.click(await screen.findByRole('option', { name: 'Do Not Print' }));
    await user.click(screen.getByRole('combobox', { name: 'Date' }));
    await user.click(await screen.findByRole('option', { name: 'Yesterday' }));
    const yesterday = noteSearchFilters({ ...ANY_NOTE, Date: NoteDateFilters.Yesterday });
    await waitFor(() =>
      expect(noteSearches().at(-1)).toMatchObject({
        PrintOnWorkOrder: false,
        DateFrom: yesterday.DateFrom,
        DateTo: yesterday.DateTo,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add note' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Note/ }), 'Dog in yard');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Print on work orders' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'POST',
          path: '/api/v1/accounts/accountLocations/9/notes',
          body: { Notes: 'Dog in yard', TypeId: null, StatusId: 1, PrintOnWorkOrder: true },
        },
      ]),
    );
  });

  it('shows Note Save Failed when the server refuses', async () => {
    server.use(
      http.put('/api/v1/accounts/accountLocations/9/notes', () =>
        HttpResponse.json({ Message: Messages.LocationNoteSaveFailed }, { status: 400 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    part('notes');
    await user.click(await screen.findByRole('button', { name: 'Edit note' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit note' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Note/ }), ' (new)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(Messages.LocationNoteSaveFailed)).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({ Id: 40, Version: 2, Notes: 'Gate code 4411 (new)' });
  });
});

describe('the location documents and neighbors screens', { timeout: 30_000 }, () => {
  it('says Document Deletion Failed when a delete is refused', async () => {
    server.use(
      http.delete('/api/v1/accounts/accountLocations/9/docs/5', () =>
        HttpResponse.json({ Message: 'Conflict' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    part('documents');
    await user.click(
      await screen.findByRole('button', { name: 'Delete Site plan.pdf' }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete document' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(Messages.LocationDocumentDeletionFailed)).toBeInTheDocument();
  });

  it('says Document Upload Failed with the server’s reason', async () => {
    server.use(
      http.post('/api/v1/accounts/accountLocations/9/docs', () =>
        HttpResponse.json(
          {
            Message: Messages.LocationDocumentUploadFailed,
            ModelState: { File: ['"run.exe" is not a file type we accept here.'] },
          },
          { status: 400 },
        ),
      ),
    );
    part('documents');
    await screen.findByRole('link', { name: 'Site plan.pdf' }, { timeout: 15_000 });
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.setup({ delay: null }).upload(input, new File(['x'], 'run.exe'));
    expect(await screen.findByText(Messages.LocationDocumentUploadFailed)).toBeInTheDocument();
    expect(screen.getByText('"run.exe" is not a file type we accept here.')).toBeInTheDocument();
  });

  it('shows a transferred location’s documents read-only', async () => {
    part('documents', '&transferred=true');
    expect(
      await screen.findByRole('link', { name: 'Site plan.pdf' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Upload/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Site plan.pdf' })).not.toBeInTheDocument();
  });

  it('says Neighbor Save Failed with the field’s reason when a neighbor is refused', async () => {
    server.use(
      http.post('/api/v1/accounts/accountLocations/9/neighbors', () =>
        HttpResponse.json(
          {
            Message: Messages.LocationNeighborSaveFailed,
            ModelState: { Address: ['Address must be at most 200 characters.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    part('neighbors', '&city=Evanston&state=IL&zip=60201');
    await screen.findByText('14 Oak St', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Add neighbor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add neighbor' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Address/ }), '16 Oak St');
    await user.click(within(dialog).getByRole('button', { name: 'Add neighbor' }));
    expect(await within(dialog).findByText('Address must be at most 200 characters.')).toBeInTheDocument();
    expect(screen.getByText(Messages.LocationNeighborSaveFailed)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/v1/accounts/accountLocations/9/neighbors',
        body: { Address: '16 Oak St', TypeId: 1 },
      },
    ]);
  });
});
