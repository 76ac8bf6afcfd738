import Dexie from 'dexie';
import type { PullRequest } from '@canopy/sync/protocol';
import type { CrewDb } from './db';
import { getOffline, requestSync, useOfflineContext, type OfflineContext } from './context';

/** A record opened online stays on the device this long after it was last opened. */
export const PIN_DAYS = 14;
/** The pull accepts at most this many pins of each kind; the most recently opened win. */
const PIN_MAX = 200;
const PINS = 'pins';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Pinned ids -> ISO instant the pin expires. */
interface Pins {
  WorkOrders: Record<string, string>;
  Locations: Record<string, string>;
}

const emptyPins = (): Pins => ({ WorkOrders: {}, Locations: {} });

async function loadPins(db: CrewDb): Promise<Pins> {
  const stored = (await db.meta.get(PINS))?.Value as Pins | undefined;
  return stored ? { ...emptyPins(), ...stored } : emptyPins();
}

function live(pins: Record<string, string>, now: number): [string, string][] {
  return Object.entries(pins)
    .filter(([, expires]) => Date.parse(expires) > now)
    .sort(([, a], [, b]) => b.localeCompare(a))
    .slice(0, PIN_MAX);
}

/** Locations pinned and not expired, without touching the database. */
export async function pinnedLocationIds(db: CrewDb, now = Date.now()): Promise<number[]> {
  return live((await loadPins(db)).Locations, now).map(([id]) => Number(id));
}

/** The pins the next pull sends; expired ones are dropped from the database on the way. */
export async function readPins(db: CrewDb, now = Date.now()): Promise<PullRequest['Pins']> {
  return db.transaction('rw', db.meta, async () => {
    const pins = await loadPins(db);
    const workOrders = live(pins.WorkOrders, now);
    const locations = live(pins.Locations, now);
    await db.meta.put({
      Name: PINS,
      Value: { WorkOrders: Object.fromEntries(workOrders), Locations: Object.fromEntries(locations) },
    });
    if (!workOrders.length && !locations.length) return undefined;
    return {
      WorkOrderIds: workOrders.map(([id]) => Number(id)),
      LocationIds: locations.map(([id]) => Number(id)),
    };
  });
}

let waiting: { ctx: Promise<OfflineContext | null>; drop: () => void } | null = null;

/**
 * The offline context once there is one. A screen opened by its address (a reload, a link) asks
 * for its pin before the shell's effect has opened the database: React runs a child's effects
 * before its parent's, so the pin waits for the context rather than being dropped.
 */
function offlineContext(): OfflineContext | Promise<OfflineContext | null> {
  const ctx = getOffline();
  if (ctx) return ctx;
  if (!waiting) {
    let finish: (found: OfflineContext | null) => void = () => {};
    const found = new Promise<OfflineContext | null>((resolve) => {
      const unsubscribe = useOfflineContext.subscribe((s) => {
        if (s.ctx) finish(s.ctx);
      });
      finish = (c) => {
        unsubscribe();
        waiting = null;
        resolve(c);
      };
    });
    waiting = { ctx: found, drop: () => finish(null) };
  }
  return waiting.ctx;
}

/**
 * Pins still waiting for a device database are forgotten. Tests sharing loaded modules call it
 * between files, so one file's pin never lands in the next file's database.
 */
export function dropWaitingPins(): void {
  waiting?.drop();
}

async function pin(kind: keyof Pins, id: number, now = Date.now()): Promise<void> {
  if (!Number.isInteger(id) || id <= 0) return;
  const ctx = await offlineContext();
  if (!ctx) return;
  let fresh: boolean;
  try {
    fresh = await ctx.db.transaction('rw', ctx.db.meta, async () => {
      const pins = await loadPins(ctx.db);
      const known = Date.parse(pins[kind][id] ?? '') > now;
      pins[kind][id] = new Date(now + PIN_DAYS * DAY_MS).toISOString();
      await ctx.db.meta.put({ Name: PINS, Value: pins });
      return !known;
    });
  } catch (e) {
    // Signed out while pinning: the device side closed its database, and the pin goes with it.
    if (e instanceof Error && e.name === Dexie.errnames.DatabaseClosed) return;
    throw e;
  }
  // A newly pinned record should be on the device before the user loses the signal.
  if (fresh) requestSync({ now: true });
}

/** Keeps a work order the user opened online (beyond their crew work) on this device for 14 days. */
export const pinWorkOrder = (id: number) => pin('WorkOrders', id);

/** Keeps a location's customer inventory the user opened online on this device for 14 days. */
export const pinLocation = (id: number) => pin('Locations', id);
