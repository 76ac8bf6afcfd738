export interface SyncPushTables {
  /** Every mutation a device pushed, with the answer it got (migration 0602). */
  sync_mutations: {
    mutation_id: string;
    client_id: string;
    employee_id: number;
    entity: string;
    op: string;
    record_key: string;
    record_id: number | null;
    status: string | null;
    result: string | null;
    created_at: string | Date;
  };
  /** Photos uploaded by content hash, stored and waiting for (or shown by) work order images. */
  sync_blobs: {
    hash: string;
    file_id: number;
    created_by: number | null;
    created_at: string | Date;
  };
  /** Client keys of records created by a push (migration 0600, written here). */
  sync_keys: {
    key: string;
    entity: string;
    record_id: number;
  };
}
