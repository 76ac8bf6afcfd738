import type { Kysely } from 'kysely';
import { table } from './lib/portable';

// The equipment a proposal's work needs as a whole (PUT proposals/{id}/Equipment), beside the crew
// the proposal row already carries; each service of the builder keeps its own equipment too.
export async function up(db: Kysely<any>): Promise<void> {
  await table(db, 'proposal_equipment')
    .withId()
    .addColumn('proposal_id', 'integer', (c) => c.notNull().references('proposals.id').onDelete('cascade'))
    .addColumn('equipment_type_id', 'integer', (c) => c.notNull().references('equipment_types.id'))
    .addUniqueConstraint('proposal_equipment_uq', ['proposal_id', 'equipment_type_id'])
    .execute();
  await db.schema
    .createIndex('proposal_equipment_equipment_type_id_idx')
    .on('proposal_equipment')
    .column('equipment_type_id')
    .execute();
}
