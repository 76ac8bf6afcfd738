import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { serverKey, type SyncEntity } from '@canopy/sync/protocol';
import type { OutboxEntry } from '@canopy/sync/store';
import { lookupKey, type LookupSpec } from '../../offline/lookups';
import { useSyncStatusStore } from '../../offline/status';
import { installTestOffline, removeTestOffline, type TestOffline } from '../../offline/testing';
import { renderUi } from '../../ui/test-utils';
import type { CrewWorkOrder } from './crewWorkOrder';

/**
 * A device for the crew screens' tests: an employee's database (fake-indexeddb) and the real sync
 * engine, never connected. Records are seeded as a pull would leave them; the outbox shows what the
 * screens queued for the server.
 */
export interface TestDevice {
  ctx: TestOffline;
  /** A record as the server sent it. */
  pulled<T extends { Id: number; Version: number }>(entity: SyncEntity, data: T): Promise<string>;
  /** A cached lookup answer, as the sync round stores it. */
  lookup(spec: LookupSpec, data: unknown): Promise<void>;
  /** The queued changes, in sending order, with the fields a test compares. */
  outbox(): Promise<
    Pick<OutboxEntry, 'Entity' | 'Op' | 'Key' | 'Id' | 'BaseVersion' | 'Data' | 'Refs' | 'BlobHash'>[]
  >;
}

export function openTestDevice(employeeId = 7): TestDevice {
  const ctx = installTestOffline({ employeeId });
  useSyncStatusStore.setState({ online: true });
  return {
    ctx,
    async pulled(entity, data) {
      const key = serverKey(data.Id);
      await ctx.store.putRecord({
        Entity: entity,
        Key: key,
        Id: data.Id,
        Version: data.Version,
        Data: data,
        Base: { Id: data.Id, Version: data.Version, Data: data },
        Pending: 0,
        NeedsReview: false,
      });
      return key;
    },
    async lookup(spec, data) {
      await ctx.db.lookups.put({ Url: lookupKey(spec), Data: data, FetchedAt: new Date().toISOString() });
    },
    async outbox() {
      return (await ctx.store.outbox()).map(({ Entity, Op, Key, Id, BaseVersion, Data, Refs, BlobHash }) => ({
        Entity,
        Op,
        Key,
        Id,
        BaseVersion,
        Data,
        Refs,
        BlobHash,
      }));
    },
  };
}

export async function closeTestDevice(): Promise<void> {
  await removeTestOffline();
  useSyncStatusStore.setState({ online: true });
}

export const goOffline = () => useSyncStatusStore.setState({ online: false });
export const goOnline = () => useSyncStatusStore.setState({ online: true });

/** The work order record of the pull, with the facts the crew sections read. */
export const crewWorkOrder = (over: Partial<CrewWorkOrder> = {}): CrewWorkOrder & { Version: number } => ({
  Id: 501,
  StatusId: 3,
  HasSchedules: true,
  ServiceGroupId: 1,
  AccountLocationId: 12,
  ScoutingReportRequired: false,
  SentScoutingReport: false,
  ScoutingReportNotes: null,
  Schedules: [],
  Version: 4,
  ...over,
});

/** Renders a section under a bare router (its marks link to the review page, which answers with a heading). */
export function renderCrew(ui: ReactElement) {
  // The router scrolls on navigation; the test DOM has no layout to scroll.
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  const rootRoute = createRootRoute();
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => ui }),
    createRoute({ getParentRoute: () => rootRoute, path: '/sync/review', component: () => <h1>Review</h1> }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return { router, ...renderUi(<RouterProvider router={router} />) };
}

/** The table row showing `text` (a dialog or a picker may show the same text). */
export async function tableRow(text: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(
    () => {
      found = screen
        .getAllByText(text)
        .map((e) => e.closest('tr'))
        .find((tr) => tr !== null);
      expect(found).toBeDefined();
    },
    { timeout: 15_000 },
  );
  return found!;
}
