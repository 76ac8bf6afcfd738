import { sql, type Kysely } from 'kysely';
import { ServiceGroupList } from '@canopy/shared';
import { requireClaim, type ActionAccess, type AuthContext } from './auth/context';
import { isForeignKeyViolation, isUniqueViolation, type Db } from './db';
import type { Database } from './db/schema';
import { inTransaction } from './db/transaction';
import { saveIfCurrent } from './db/versioned';
import { conflict, notFound, ValidationError, type FormErrors } from './errors';
import { usedBy } from './references';

// Row writes and checks the catalogue-like records share (inventory settings, meta items, promotions,
// prices, resources, branches, territories …): adds, optional-Version saves, archive toggles, name
// checks and in-use refusals.

type VersionedTable = Parameters<typeof saveIfCurrent>[1];
const loose = (db: Db) => db as unknown as Kysely<any>;

export const isFlag = (v: number | null | undefined) => v === 1;
export const flagOf = (b: boolean) => (b ? 1 : 0);

/** Adds a row and answers its id. */
export async function addRow(
  db: Db,
  table: keyof Database,
  values: Record<string, unknown>,
): Promise<number> {
  const row = await loose(db).insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
  return (row as { id: number }).id;
}

/**
 * Saves a row and bumps its version. A sent Version must still be current (false: stale or missing,
 * the caller answers 409 or 404); without one the last save wins, as inline list edits send none.
 */
export async function saveVersioned(
  db: Db,
  table: VersionedTable,
  id: number,
  version: number | undefined,
  values: Record<string, unknown>,
): Promise<boolean> {
  if (version !== undefined) return saveIfCurrent(db, table, id, version, values);
  const r = await loose(db)
    .updateTable(table)
    .set((eb: any) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Flips the archive flag and bumps the version; false when there is no such row. */
export async function toggleArchived(db: Db, table: VersionedTable, id: number): Promise<boolean> {
  const r = await loose(db)
    .updateTable(table)
    .set((eb: any) => ({ archived: sql`1 - archived`, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Whether another row of the table already has this name, in any case (optionally within a kind). */
export async function nameTaken(
  db: Db,
  table: keyof Database,
  name: string,
  exceptId = 0,
  within?: { column: string; value: number },
): Promise<boolean> {
  let q = loose(db)
    .selectFrom(table)
    .select('id')
    .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`)
    .where('id', '<>', exceptId);
  if (within) q = q.where(within.column, '=', within.value);
  return !!(await q.executeTakeFirst());
}

/** The ids among `ids` that have no row in the table (optionally of a kind). */
export async function missingIds(
  db: Db,
  table: keyof Database,
  ids: readonly number[],
  within?: { column: string; value: number },
): Promise<number[]> {
  if (!ids.length) return [];
  let q = loose(db).selectFrom(table).select('id').where('id', 'in', ids);
  if (within) q = q.where(within.column, '=', within.value);
  const found = new Set((await q.execute()).map((r: { id: number }) => r.id));
  return ids.filter((id) => !found.has(id));
}

/** The Id a save (PUT) needs: 0 or none means the caller meant to add, which PUT does not do. */
export function savedId(id: number | undefined, field = 'Id'): number {
  if (!id) throw new ValidationError({ [field]: [`${field} is required.`] });
  return id;
}

/** A trimmed required name within its length; reports under `field`. */
export function checkedName(form: FormErrors, raw: string, max: number, field = 'Name'): string {
  const name = raw.trim();
  if (!name) form.add(field, `${field} is required.`);
  else if (name.length > max) form.add(field, `${field} must be at most ${max} characters.`);
  return name;
}

/** Service group ids once each, ascending; unknown ids are reported. */
export function checkedGroups(form: FormErrors, ids: readonly number[], field = 'ServiceGroups'): number[] {
  const groups = [...new Set(ids)].sort((a, b) => a - b);
  const unknown = groups.filter((g) => !ServiceGroupList.some((s) => s.Id === g));
  if (unknown.length) form.add(field, `Unknown service group: ${unknown.join(', ')}.`);
  return groups;
}

/** 400 'Delete Failed' naming what still uses the record. */
export const deleteRefused = (what: string, users: string[]) =>
  new ValidationError(
    { Service: [`Delete Failed. The ${what} is used by ${users.join(', ')}.`] },
    'Delete Failed',
  );

/**
 * Deletes a row unless something refers to it: the schema's references are checked first, naming
 * what uses it; a reference made since the check (or by a table outside the migrations) is caught
 * as the engine refuses the delete.
 */
export async function deleteUnlessUsed(
  db: Db,
  table: keyof Database,
  id: number,
  what: string,
): Promise<void> {
  const users = await usedBy(db, table, [id]);
  if (users.length) throw deleteRefused(what, users);
  try {
    await loose(db).deleteFrom(table).where('id', '=', id).execute();
  } catch (e) {
    if (isForeignKeyViolation(e)) throw deleteRefused(what, ['other records']);
    throw e;
  }
}

/** Runs a write; a racing insert of the same unique value surfaces as the form's own error. */
export async function unlessDuplicate<T>(work: () => Promise<T>, duplicate: () => Error): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate();
    throw e;
  }
}

type Row = Record<string, unknown>;

/** A catalogue record's table, rule and form, as `catalogueActions` needs them. */
export interface CatalogueRecord<Dto, Req, Values> {
  db: Db;
  table: VersionedTable;
  /** The rule every write asks for. */
  edit: ActionAccess;
  /** The record as the API answers it; throws 404 when there is none. */
  get(id: number): Promise<Dto>;
  /** Checks the form merged over the stored record (none when adding); throws the form's errors. */
  check(req: Req, stored?: Dto): Promise<Values>;
  /** The form's own "already exists" error, for a racing write of the same unique value. */
  taken(values: Values): Error;
  /** What a refused delete calls the record; a function when that depends on it (material or disposal). */
  what: string | ((stored: Dto) => string);
  /**
   * For a record that keeps lists in other tables: its row's own columns, and the writer of the lists,
   * run in the row's transaction (every list when new, else those the form sent). Without it the
   * checked values are the row's columns.
   */
  lists?: {
    columns(values: Values): Row;
    write(trx: Db, id: number, values: Values, req: Req, isNew: boolean): Promise<void>;
  };
}

/**
 * The writes every catalogue record has, each asking for the edit rule first: add, save (a sent
 * Version must be current: 409 with the current record), archive toggle and delete (404 when there
 * is no such record, 400 while something uses it). A service exposes those its API offers.
 */
export function catalogueActions<Dto, Req, Values>(r: CatalogueRecord<Dto, Req, Values>) {
  const { db, table, lists } = r;
  const columns = (v: Values): Row => (lists ? lists.columns(v) : (v as Row));

  async function add(req: Req): Promise<Dto> {
    const v = await r.check(req);
    const insert = lists
      ? () =>
          inTransaction(db, async (trx) => {
            const id = await addRow(trx, table, columns(v));
            await lists.write(trx, id, v, req, true);
            return id;
          })
      : () => addRow(db, table, columns(v));
    return r.get(await unlessDuplicate(insert, () => r.taken(v)));
  }

  return {
    /** Adds without asking for the edit rule: for an action that asked for its own (a quick add). */
    add,
    async create(auth: AuthContext, req: Req): Promise<Dto> {
      requireClaim(auth, r.edit);
      return add(req);
    },
    async save(auth: AuthContext, req: Req & { Id?: number; Version?: number }): Promise<Dto> {
      requireClaim(auth, r.edit);
      const id = savedId(req.Id);
      const v = await r.check(req, await r.get(id));
      const update = lists
        ? () =>
            inTransaction(db, async (trx) => {
              if (!(await saveVersioned(trx, table, id, req.Version, columns(v)))) return false;
              await lists.write(trx, id, v, req, false);
              return true;
            })
        : () => saveVersioned(db, table, id, req.Version, columns(v));
      if (!(await unlessDuplicate(update, () => r.taken(v)))) throw conflict(await r.get(id));
      return r.get(id);
    },
    async toggleArchived(auth: AuthContext, id: number): Promise<Dto> {
      requireClaim(auth, r.edit);
      if (!(await toggleArchived(db, table, id))) throw notFound();
      return r.get(id);
    },
    async remove(auth: AuthContext, id: number): Promise<void> {
      requireClaim(auth, r.edit);
      const stored = await r.get(id);
      await deleteUnlessUsed(db, table, id, typeof r.what === 'string' ? r.what : r.what(stored));
    },
  };
}
