import type { Kysely } from 'kysely';
import { instant } from './lib/portable';

// A customer may approve and sign a work authorization on an arborist's device with no signal. The
// device sends who signed, when (by its clock) and the fingerprint of the terms it showed; the
// fingerprint is kept with the signature so what was signed can be shown later.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('work_authorizations').addColumn('signer_name', 'varchar(100)').execute();
  await db.schema.alterTable('work_authorizations').addColumn('signed_at', instant(db)).execute();
  await db.schema.alterTable('work_authorizations').addColumn('signed_terms_hash', 'varchar(32)').execute();
}
