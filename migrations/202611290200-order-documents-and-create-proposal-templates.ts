import type { Kysely } from 'kysely';
import { instant, table } from './lib/portable';

// Documents can be put in order (a proposal's documents and the print attachment documents are
// appended to the printed proposal in that order). Proposal templates keep a proposal's builder
// groups, options, services and materials as JSON, so a new proposal can start from them.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('documents')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await table(db, 'proposal_templates')
    .withId()
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('source_proposal_id', 'integer', (c) => c.references('proposals.id').onDelete('set null'))
    .addColumn('created_by_id', 'integer', (c) => c.references('employees.id'))
    .addColumn('created_at', instant(db), (c) => c.notNull())
    .addColumn('updated_at', instant(db), (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('proposal_templates_name_idx')
    .on('proposal_templates')
    .column('name')
    .execute();
}
