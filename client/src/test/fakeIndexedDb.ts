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
export function installFakeIndexedDb(): void {
  const page = globalThis as Record<string, unknown>;
  if (page.indexedDB instanceof fake.IDBFactory) return;
  const factory = new fake.IDBFactory();
  const define = (name: string, value: unknown) =>
    Object.defineProperty(page, name, { value, configurable: true, writable: true });
  define('indexedDB', factory);
  for (const name of CLASSES) define(name, fake[name]);
  Dexie.dependencies.indexedDB = factory as unknown as IDBFactory;
  Dexie.dependencies.IDBKeyRange = fake.IDBKeyRange as unknown as typeof IDBKeyRange;
}
