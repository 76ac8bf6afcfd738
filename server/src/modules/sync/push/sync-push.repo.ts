import type { SyncEntity, SyncMutation } from '@canopy/sync/protocol';
import type { Db } from '../../../platform/db';

interface Taken {
  m: SyncMutation;
  clientId: string;
  employeeId: number;
  recordId: number | null;
}

/** The push's own tables: the answers kept per mutation, the keys devices made records under, photos. */
export function syncPushRepo(db: Db) {
  return {
    answersOf(mutationIds: readonly string[]) {
      return db
        .selectFrom('sync_mutations')
        .select(['mutation_id', 'employee_id', 'result'])
        .where('mutation_id', 'in', mutationIds)
        .execute();
    },

    /** Takes the mutation's id; false when another request took it first. */
    async take(m: SyncMutation, clientId: string, employeeId: number): Promise<boolean> {
      const taken = await db
        .insertInto('sync_mutations')
        .values({
          mutation_id: m.MutationId,
          client_id: clientId,
          employee_id: employeeId,
          entity: m.Entity,
          op: m.Op,
          record_key: m.Key,
          record_id: m.Id ?? null,
          created_at: new Date().toISOString(),
        })
        .onConflict((oc) => oc.column('mutation_id').doNothing())
        .returning('mutation_id')
        .executeTakeFirst();
      return !!taken;
    },

    async keepAnswer(mutationId: string, result: string, status: string, recordId: number | null) {
      await db
        .updateTable('sync_mutations')
        .set({ result, status, record_id: recordId })
        .where('mutation_id', '=', mutationId)
        .execute();
    },

    /**
     * Takes these mutations' ids with their answers at once (a group applied in one go); how many were
     * taken, fewer when another request took some first.
     */
    async keepAll(rows: (Taken & { result: string; status: string })[]): Promise<number> {
      if (!rows.length) return 0;
      const now = new Date().toISOString();
      const stored = await db
        .insertInto('sync_mutations')
        .values(
          rows.map((r) => ({
            mutation_id: r.m.MutationId,
            client_id: r.clientId,
            employee_id: r.employeeId,
            entity: r.m.Entity,
            op: r.m.Op,
            record_key: r.m.Key,
            record_id: r.recordId,
            created_at: now,
            result: r.result,
            status: r.status,
          })),
        )
        .onConflict((oc) => oc.column('mutation_id').doNothing())
        .returning('mutation_id')
        .execute();
      return stored.length;
    },

    async deletedBy(entity: SyncEntity, recordId: number, employeeId: number): Promise<boolean> {
      const row = await db
        .selectFrom('sync_mutations')
        .select('mutation_id')
        .where('entity', '=', entity)
        .where('record_id', '=', recordId)
        .where('op', '=', 'delete')
        .where('status', '=', 'applied')
        .where('employee_id', '=', employeeId)
        .executeTakeFirst();
      return !!row;
    },

    keyOf(key: string) {
      return db
        .selectFrom('sync_keys')
        .select(['entity', 'record_id'])
        .where('key', '=', key)
        .executeTakeFirst() as Promise<{ entity: SyncEntity; record_id: number } | undefined>;
    },

    /** Stores the key a record was made under; false when the key was stored before (for another record). */
    async rememberKey(key: string, entity: SyncEntity, recordId: number): Promise<boolean> {
      return (await this.rememberKeys([{ key, entity, record_id: recordId }])) === 1;
    },

    /** Stores these keys; how many were new. */
    async rememberKeys(rows: { key: string; entity: SyncEntity; record_id: number }[]): Promise<number> {
      if (!rows.length) return 0;
      const stored = await db
        .insertInto('sync_keys')
        .values(rows)
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .execute();
      return stored.length;
    },

    storedBlob(hash: string) {
      return db
        .selectFrom('sync_blobs as b')
        .innerJoin('stored_files as f', 'f.id', 'b.file_id')
        .select(['b.file_id', 'f.size_bytes'])
        .where('b.hash', '=', hash)
        .executeTakeFirst();
    },

    /** Records the stored photo under its hash; false when another upload recorded it first. */
    async keepBlob(hash: string, fileId: number, employeeId: number): Promise<boolean> {
      const kept = await db
        .insertInto('sync_blobs')
        .values({ hash, file_id: fileId, created_by: employeeId, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('hash').doNothing())
        .returning('hash')
        .executeTakeFirst();
      return !!kept;
    },

    async nameFile(fileId: number, name: string): Promise<void> {
      await db.updateTable('stored_files').set({ original_name: name }).where('id', '=', fileId).execute();
    },
  };
}
