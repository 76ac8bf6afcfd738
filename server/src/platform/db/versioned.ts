import type { Db } from './index';
import type { Database } from './schema';

type VersionedTable = {
  [K in keyof Database]: Database[K] extends { version: unknown; id: unknown } ? K : never;
}[keyof Database];

/**
 * Saves a versioned row only if nobody saved it since `version` was read, bumping the version.
 * Returns false when the row is missing or stale; the caller answers 404 or 409.
 */
export async function saveIfCurrent<T extends VersionedTable>(
  db: Db,
  table: T,
  id: number,
  version: number,
  values: Record<string, unknown>,
): Promise<boolean> {
  const r = await (db as any)
    .updateTable(table)
    .set((eb: any) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
