import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocumentShelf } from './DocumentShelf';
import type { ShelfCalls, StoredDocument } from './documents';
import { renderUi } from './test-utils';

const docOf = (n: number): StoredDocument => ({
  Id: n,
  Name: `Leaflet ${n}`,
  StatusId: 1,
  FileName: `leaflet-${n}.pdf`,
  ContentType: 'application/pdf',
  Size: 1000,
  CreatedDate: '2026-01-02T15:00:00.000Z',
  Url: `/api/v1/files/${n}?exp=1&sig=x`,
});

/** A shelf kept in order in memory: `reorder` gives the listed ids the places they held, as the server does. */
function orderedShelf(count: number) {
  let order = Array.from({ length: count }, (_, i) => docOf(i + 1));
  const sent: number[][] = [];
  const calls: ShelfCalls = {
    fetch: async ({ Skip, Take }) => ({ rows: order.slice(Skip, Skip + Take), total: order.length }),
    upload: async () => [],
    remove: async () => undefined,
    reorder: async (ids) => {
      sent.push(ids);
      const places = order
        .map((d, i) => (ids.includes(d.Id) ? i : -1))
        .filter((i) => i >= 0)
        .sort((a, b) => a - b);
      const next = [...order];
      places.forEach((place, k) => (next[place] = order.find((d) => d.Id === ids[k])!));
      order = next;
    },
  };
  return { calls, sent, names: () => order.map((d) => d.Name) };
}

describe('a document shelf kept in order', () => {
  it('moves the last row of a page down past the first of the next, and the first of a page up', async () => {
    const shelf = orderedShelf(13);
    renderUi(
      <DocumentShelf
        shelf={shelf.calls}
        queryKey={['shelf-order']}
        title="Attachments"
        canEdit
        uploadFailedMessage="Document Upload Failed"
      />,
    );
    await screen.findByRole('link', { name: 'Leaflet 12' });
    expect(screen.getByRole('button', { name: 'Move Leaflet 1 up' })).toBeDisabled();
    const down = screen.getByRole('button', { name: 'Move Leaflet 12 down' });
    expect(down).toBeEnabled();
    await userEvent.setup().click(down);
    await waitFor(() => expect(shelf.sent).toEqual([[13, 12]]));
    expect(shelf.names().slice(11)).toEqual(['Leaflet 13', 'Leaflet 12']);
    expect(await screen.findByRole('link', { name: 'Leaflet 13' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: '2' }));
    const up = await screen.findByRole('button', { name: 'Move Leaflet 12 up' });
    expect(screen.getByRole('button', { name: 'Move Leaflet 12 down' })).toBeDisabled();
    await userEvent.setup().click(up);
    await waitFor(() =>
      expect(shelf.sent).toEqual([
        [13, 12],
        [12, 13],
      ]),
    );
    expect(shelf.names().slice(11)).toEqual(['Leaflet 12', 'Leaflet 13']);
  });
});
