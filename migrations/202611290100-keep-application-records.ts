import { sql, type Kysely } from 'kysely';
import { isPostgres } from './lib/portable';

// A chemical application record is the audit trail state pesticide rules ask for: it must never
// vanish with the chemical line or service it belongs to. Its reference to the line was created
// with ON DELETE CASCADE, so deleting a service (or its work order) erased the records silently.
// It becomes RESTRICT: such a delete now fails and the records stay. Services are archived, not
// deleted, so no screen loses a way to remove what it could remove before.

const TABLE = 'chemical_application_records';
const CASCADING =
  '"work_order_chemical_id" integer not null references "work_order_service_chemicals" ("id") on delete cascade';
const KEEPING =
  '"work_order_chemical_id" integer not null references "work_order_service_chemicals" ("id") on delete restrict';

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`
      alter table ${sql.table(TABLE)}
        drop constraint chemical_application_records_work_order_chemical_id_fkey,
        add constraint chemical_application_records_work_order_chemical_id_fkey
          foreign key (work_order_chemical_id) references work_order_service_chemicals (id) on delete restrict`.execute(
      db,
    );
    return;
  }
  // SQLite cannot alter a foreign key: the table is rebuilt from its own definition with the one
  // clause changed, its rows copied, and its indexes and triggers made again, in one transaction.
  // Dropping the old table drops its triggers with it; among them is the change log's (202611280100),
  // without which a device would never hear of a new revision. The records refer to each other
  // (replaces_id), so that check waits for the commit, when the rebuilt table carries the name again.
  await db.transaction().execute(async (trx) => {
    await sql`pragma defer_foreign_keys = on`.execute(trx);
    const { rows } = await sql<{ type: string; name: string; sql: string }>`
      select type, name, sql from sqlite_master where tbl_name = ${TABLE} and sql is not null`.execute(trx);
    const created = rows.find((r) => r.type === 'table')?.sql ?? '';
    if (!created.includes(CASCADING)) throw new Error(`${TABLE} is not as its migration made it.`);
    const rebuilt = created
      .replace(`CREATE TABLE "${TABLE}"`, `CREATE TABLE "${TABLE}_new"`)
      .replace(CASCADING, KEEPING);
    await sql.raw(rebuilt).execute(trx);
    await sql.raw(`insert into "${TABLE}_new" select * from "${TABLE}"`).execute(trx);
    await sql.raw(`drop table "${TABLE}"`).execute(trx);
    await sql.raw(`alter table "${TABLE}_new" rename to "${TABLE}"`).execute(trx);
    for (const type of ['index', 'trigger'])
      for (const r of rows.filter((x) => x.type === type)) await sql.raw(r.sql).execute(trx);
    const { rows: after } = await sql<{ name: string }>`
      select name from sqlite_master where tbl_name = ${TABLE} and type = 'trigger'`.execute(trx);
    const lost = rows.filter((r) => r.type === 'trigger' && !after.some((a) => a.name === r.name));
    if (lost.length) throw new Error(`${TABLE} lost its triggers: ${lost.map((r) => r.name).join(', ')}`);
  });
}
