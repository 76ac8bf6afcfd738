import type { Db } from '../../platform/db';
import type { Database } from '../../platform/db/schema';
import type { Insertable } from 'kysely';

export function loggerRepo(db: Db) {
  return {
    /** Stores one client error report. */
    add(report: Insertable<Database['client_errors']>) {
      return db.insertInto('client_errors').values(report).execute();
    },
  };
}
