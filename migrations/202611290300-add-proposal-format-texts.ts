import type { Kysely } from 'kysely';

// The proposal format page writes, per service group the proposal uses, a definition of the work
// and the rep's recommendation for this customer; they print with the proposal.
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['definition', 'recommendation'])
    await db.schema.alterTable('proposal_service_groups').addColumn(column, 'text').execute();
}
