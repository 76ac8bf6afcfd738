import { installFakeIndexedDb } from '../../test/fakeIndexedDb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { modelServer, modelTransport } from '@canopy/sync/testing/model-server';
import { renderUi } from '../../ui/test-utils';
import { installTestOffline, removeTestOffline, type TestOffline } from '../testing';
import { ReviewPage } from './ReviewPage';

installFakeIndexedDb();

let server: ReturnType<typeof modelServer>;
let device: TestOffline;
beforeEach(() => {
  server = modelServer();
  device = installTestOffline({ transport: modelTransport(server).transport });
});
afterEach(() => removeTestOffline());

const dailyLog = (over: Record<string, unknown> = {}) => ({
  WorkOrderId: 501,
  Name: 'John Smith',
  Date: '2026-11-21',
  TimeIn: '07:30',
  TimeOut: '16:30',
  HoursWorked: 9,
  Notes: 'Pruned the oak',
  ...over,
});
const change = (data: Record<string, unknown>) => ({ view: data, body: data });

/** A daily log saved on the server, then edited on the server while the device edited it too. */
async function conflictingLog(): Promise<string> {
  const key = await device.engine.create('dailyLog', change(dailyLog()));
  await device.engine.sync();
  const { Id } = (await device.store.getRecord('dailyLog', key))!;
  server.edit('dailyLog', Id!, dailyLog({ Notes: 'Pruned and cabled the oak' }));
  await device.engine.update(
    'dailyLog',
    key,
    change(dailyLog({ Notes: 'Pruned the oak and the elm', TimeOut: '17:00' })),
  );
  await device.engine.sync();
  return key;
}

const card = (name: string) => screen.findByRole('article', { name });

describe('the review page', () => {
  it('shows a conflict side by side and keeps mine: resubmitted over the server version', async () => {
    const key = await conflictingLog();
    const resolve = vi.spyOn(device.engine, 'resolve');
    renderUi(<ReviewPage />);

    const item = await card('Daily log 11/21/2026 — J. Smith');
    expect(within(item).getByText('Changed on the server since you edited it')).toBeInTheDocument();
    const notes = within(item).getByRole('row', { name: /^Notes/ });
    expect(
      within(notes)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Notes', 'Pruned the oak and the elm', 'Pruned and cabled the oak']);
    expect(within(item).getByRole('row', { name: /^Time Out/ })).toHaveTextContent('17:0016:30');
    // Fields both sides agree on are not listed.
    expect(within(item).queryByRole('row', { name: /^Time In/ })).not.toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(within(item).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(resolve).toHaveBeenCalledWith('dailyLog', key, 'mine');
    expect(screen.getByText(/Nothing needs your review/)).toBeInTheDocument();
    expect(await device.store.outbox()).toEqual([
      expect.objectContaining({
        Op: 'update',
        Key: key,
        BaseVersion: 2,
        Data: expect.objectContaining({ TimeOut: '17:00' }),
      }),
    ]);
    expect(device.syncRequests).toEqual([{}]);
  });

  it('takes theirs: the server version replaces the edit and nothing is left to send', async () => {
    const key = await conflictingLog();
    const resolve = vi.spyOn(device.engine, 'resolve');
    renderUi(<ReviewPage />);

    await userEvent
      .setup()
      .click(
        within(await card('Daily log 11/21/2026 — J. Smith')).getByRole('button', { name: 'Take theirs' }),
      );
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(resolve).toHaveBeenCalledWith('dailyLog', key, 'theirs');
    expect(await device.store.outbox()).toEqual([]);
    expect(await device.store.getRecord('dailyLog', key)).toMatchObject({
      Pending: 0,
      NeedsReview: false,
      Data: { Notes: 'Pruned and cabled the oak', TimeOut: '16:30' },
    });
  });

  it('says when the record was deleted on the server', async () => {
    const key = await device.engine.create(
      'serviceItem',
      change({ Name: 'Red maple', AccountLocationId: 12 }),
    );
    await device.engine.sync();
    server.remove('serviceItem', (await device.store.getRecord('serviceItem', key))!.Id!);
    await device.engine.update('serviceItem', key, change({ Name: 'Red maple', Notes: 'Girdling root' }));
    await device.engine.sync();
    renderUi(<ReviewPage />);

    const item = await card('Inventory item — Red maple');
    expect(within(item).getByText('Deleted on the server')).toBeInTheDocument();
    expect(within(item).getByRole('row', { name: /^Notes/ })).toHaveTextContent('Girdling root—');
  });

  it('offers to try again or discard a change the server refused, with its message', async () => {
    const key = 'b9a7c2d4-0000-4000-8000-000000000001';
    const mine = dailyLog({ Date: '2026-11-20' });
    await device.store.putRecord({
      Entity: 'dailyLog',
      Key: key,
      Id: null,
      Version: 0,
      Data: mine,
      Base: null,
      Pending: 0,
      NeedsReview: true,
    });
    const refused = {
      Entity: 'dailyLog' as const,
      Key: key,
      Kind: 'rejected' as const,
      Op: 'create' as const,
      Mine: mine,
      MineBody: mine,
      Theirs: null,
      TheirsId: null,
      TheirsVersion: null,
      Message: 'A daily log already exists for this employee, work order and date.',
      ModelState: { Service: ['A daily log already exists for this employee, work order and date.'] },
      At: '2026-11-21T10:00:00.000Z',
    };
    await device.store.putReview(refused);
    const resolve = vi.spyOn(device.engine, 'resolve');
    const user = userEvent.setup({ delay: null });
    renderUi(<ReviewPage />);

    let item = await card('Daily log 11/20/2026 — J. Smith');
    expect(
      within(item).getByText('A daily log already exists for this employee, work order and date.'),
    ).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(resolve).toHaveBeenLastCalledWith('dailyLog', key, 'mine');
    expect(await device.store.outbox()).toEqual([
      expect.objectContaining({ Op: 'create', Key: key, Data: mine }),
    ]);

    await device.store.deleteOutbox((await device.store.outbox())[0]!.MutationId);
    await device.store.putReview(refused);
    item = await card('Daily log 11/20/2026 — J. Smith');
    await user.click(within(item).getByRole('button', { name: 'Discard my change' }));
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(resolve).toHaveBeenLastCalledWith('dailyLog', key, 'theirs');
    expect(await device.store.getRecord('dailyLog', key)).toBeUndefined();
    expect(await device.store.outbox()).toEqual([]);
  });

  it('shows a damage the server refused with its message, and discards it', async () => {
    const damage = { WorkOrderId: 501, Description: 'Cracked birdbath', Notes: null };
    const key = await device.engine.create('workOrderDamage', change(damage));
    await device.store.deleteOutbox((await device.store.outbox())[0]!.MutationId);
    const message = "Please choose equipment from this work order's schedules.";
    await device.store.putReview({
      Entity: 'workOrderDamage',
      Key: key,
      Kind: 'rejected',
      Op: 'create',
      Mine: damage,
      MineBody: damage,
      Theirs: null,
      TheirsId: null,
      TheirsVersion: null,
      Message: message,
      ModelState: { Service: [message] },
      At: '2026-11-21T10:00:00.000Z',
    });
    renderUi(<ReviewPage />);
    const item = await card('Damage — Cracked birdbath');
    expect(within(item).getByText(message)).toBeInTheDocument();
    await userEvent
      .setup({ delay: null })
      .click(within(item).getByRole('button', { name: 'Discard my change' }));
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(await device.store.getRecord('workOrderDamage', key)).toBeUndefined();
    expect(await device.store.outbox()).toEqual([]);
  });
});
