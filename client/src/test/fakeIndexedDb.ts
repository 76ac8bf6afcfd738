import Dexie from 'dexie';
import * as fake from 'fake-indexeddb';

const CLASSES = [
  'IDBCursor',
  'IDBCursorWithValue',
  'IDBDatabase',
  'IDBFactory',
  'IDBIndex',
  'IDBKeyRange',
  'IDBObjectStore',
  'IDBOpenDBRequest',
  'IDBRequest',
  'IDBTransaction',
  'IDBVersionChangeEvent',
] as const;

/**
 * Gives the running test file a browser database (fake-indexeddb), empty at first. Called by the
 * file, not imported for its side effect: test files share loaded modules, so an import would run
 * only for the first file of a worker, while each file gets a fresh page. Dexie reads the API when
 * it loads, so it is pointed at this one as well.
 */
const page = globalThis as Record<string, unknown>;
const GLOBALS = ['indexedDB', ...CLASSES] as const;
let before: {
  globals: Map<string, PropertyDescriptor | undefined>;
  dexie: typeof Dexie.dependencies;
} | null = null;

export function installFakeIndexedDb(): void {
  if (page.indexedDB instanceof fake.IDBFactory) return;
  before = {
    globals: new Map(GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(page, name)])),
    dexie: { ...Dexie.dependencies },
  };
  const factory = new fake.IDBFactory();
  const define = (name: string, value: unknown) =>
    Object.defineProperty(page, name, { value, configurable: true, writable: true });
  define('indexedDB', factory);
  for (const name of CLASSES) define(name, fake[name]);
  Dexie.dependencies.indexedDB = factory as unknown as IDBFactory;
  Dexie.dependencies.IDBKeyRange = fake.IDBKeyRange as unknown as typeof IDBKeyRange;
}

/**
 * Takes the browser database away again, as a fresh page without one has it: with shared modules,
 * the next file would otherwise find this one's and start a device side it never asked for.
 */
export function removeFakeIndexedDb(): void {
  if (!before) return;
  for (const [name, descriptor] of before.globals) {
    if (descriptor) Object.defineProperty(page, name, descriptor);
    else delete page[name];
  }
  Object.assign(Dexie.dependencies, before.dexie);
  before = null;
}
