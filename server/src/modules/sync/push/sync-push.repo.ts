import type { SyncEntity, SyncMutation } from '@canopy/sync/protocol';
import type { Db } from '../../../platform/db';

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

    async idOfKey(key: string, entity?: SyncEntity): Promise<number | null> {
      let q = db.selectFrom('sync_keys').select('record_id').where('key', '=', key);
      if (entity) q = q.where('entity', '=', entity);
      return (await q.executeTakeFirst())?.record_id ?? null;
    },

    async rememberKey(key: string, entity: SyncEntity, recordId: number): Promise<void> {
      await db
        .insertInto('sync_keys')
        .values({ key, entity, record_id: recordId })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
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
