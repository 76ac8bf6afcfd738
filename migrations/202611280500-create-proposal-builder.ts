import type { Kysely } from 'kysely';
import { flag, table } from './lib/portable';

// The builder's hierarchy under a proposal: groups > option groups > options > services and
// materials. Each service group the proposal uses gets one row carrying its place in the proposal.
// Services carry their crew, equipment, visits, chemicals, inventory items (with service and pricing
// units in hundredths) and captioned photos in order. Money in cents, hours and quantities in
// hundredths, so every total is exact.
export async function up(db: Kysely<any>): Promise<void> {
  const index = (t: string, columns: string[]) =>
    db.schema
      .createIndex(`${t}_${columns.join('_')}_idx`)
      .on(t)
      .columns(columns)
      .execute();
  const proposal = (c: any) => c.notNull().references('proposals.id').onDelete('cascade');

  await table(db, 'proposal_service_groups')
    .withId()
    .addColumn('proposal_id', 'integer', proposal)
    .addColumn('service_group_id', 'integer', (c) => c.notNull())
    .addColumn('proposal_sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('proposal_service_groups_uq', ['proposal_id', 'service_group_id'])
    .execute();

  await table(db, 'proposal_groups')
    .withId()
    .addColumn('proposal_id', 'integer', proposal)
    .addColumn('proposal_service_group_id', 'integer', (c) =>
      c.notNull().references('proposal_service_groups.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('separate_work_order_group', 'integer', flag)
    .addColumn('show_pricing', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await index('proposal_groups', ['proposal_id']);

  await table(db, 'proposal_option_groups')
    .withId()
    .addColumn('proposal_group_id', 'integer', (c) =>
      c.notNull().references('proposal_groups.id').onDelete('cascade'),
    )
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await index('proposal_option_groups', ['proposal_group_id']);

  await table(db, 'proposal_options')
    .withId()
    .addColumn('proposal_option_group_id', 'integer', (c) =>
      c.notNull().references('proposal_option_groups.id').onDelete('cascade'),
    )
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await index('proposal_options', ['proposal_option_group_id']);

  await table(db, 'proposal_item_services')
    .withId()
    .addColumn('proposal_id', 'integer', proposal)
    .addColumn('proposal_option_id', 'integer', (c) =>
      c.notNull().references('proposal_options.id').onDelete('cascade'),
    )
    .addColumn('proposal_service_group_id', 'integer', (c) =>
      c.notNull().references('proposal_service_groups.id').onDelete('cascade'),
    )
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('crew', 'integer')
    .addColumn('description', 'text')
    .addColumn('edited_cost_cents', 'bigint')
    .addColumn('prev_actual_cost_cents', 'bigint')
    .addColumn('total_cost_cents', 'bigint')
    .addColumn('per_visit_cost_cents', 'bigint')
    .addColumn('equipment_subtotal_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('estimated_hours_e2', 'integer')
    .addColumn('requires_no_equipment', 'integer', flag)
    .addColumn('order_number', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await index('proposal_item_services', ['proposal_id']);
  await index('proposal_item_services', ['proposal_option_id']);
  await index('proposal_item_services', ['service_id']);

  const child = (t: string, extra: (b: any) => any) =>
    extra(
      table(db, t)
        .withId()
        .addColumn('proposal_item_service_id', 'integer', (c) =>
          c.notNull().references('proposal_item_services.id').onDelete('cascade'),
        ),
    )
      .execute()
      .then(() => index(t, ['proposal_item_service_id']));

  await child('proposal_item_service_equipment', (b) =>
    b.addColumn('equipment_type_id', 'integer', (c: any) => c.notNull().references('equipment_types.id')),
  );
  await child('proposal_item_service_visits', (b) =>
    b
      .addColumn('service_visit_id', 'integer', (c: any) =>
        c.notNull().references('service_visits.id').onDelete('cascade'),
      )
      .addColumn('include_in_program', 'integer', (c: any) => c.notNull().defaultTo(1))
      .addColumn('include_this_year', 'integer', (c: any) => c.notNull().defaultTo(1)),
  );
  await child('proposal_item_service_chemicals', (b) =>
    b.addColumn('chemical_id', 'integer', (c: any) => c.notNull().references('chemicals.id')),
  );
  await child('proposal_item_service_service_items', (b) =>
    b
      .addColumn('service_item_id', 'integer', (c: any) =>
        c.notNull().references('service_items.id').onDelete('cascade'),
      )
      .addColumn('service_units_e2', 'integer', (c: any) => c.notNull().defaultTo(0))
      .addColumn('pricing_units_e2', 'integer', (c: any) => c.notNull().defaultTo(0)),
  );
  await child('proposal_item_service_photos', (b) =>
    b
      .addColumn('file_id', 'integer', (c: any) => c.notNull().references('stored_files.id'))
      .addColumn('caption', 'varchar(200)')
      .addColumn('sort_order', 'integer', (c: any) => c.notNull().defaultTo(0)),
  );

  await table(db, 'proposal_item_materials')
    .withId()
    .addColumn('proposal_id', 'integer', proposal)
    .addColumn('proposal_option_id', 'integer', (c) =>
      c.notNull().references('proposal_options.id').onDelete('cascade'),
    )
    .addColumn('proposal_service_group_id', 'integer', (c) =>
      c.notNull().references('proposal_service_groups.id').onDelete('cascade'),
    )
    .addColumn('material_id', 'integer', (c) => c.notNull().references('materials.id'))
    .addColumn('proposal_item_service_id', 'integer', (c) =>
      c.references('proposal_item_services.id').onDelete('set null'),
    )
    .addColumn('service_item_id', 'integer', (c) => c.references('service_items.id').onDelete('set null'))
    .addColumn('description', 'text')
    .addColumn('quantity_e2', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('actual_cost_cents', 'bigint')
    .addColumn('edited_cost_cents', 'bigint')
    .addColumn('show_pricing', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('order_number', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await index('proposal_item_materials', ['proposal_id']);
  await index('proposal_item_materials', ['proposal_option_id']);

  await table(db, 'proposal_item_material_photos')
    .withId()
    .addColumn('proposal_item_material_id', 'integer', (c) =>
      c.notNull().references('proposal_item_materials.id').onDelete('cascade'),
    )
    .addColumn('file_id', 'integer', (c) => c.notNull().references('stored_files.id'))
    .addColumn('caption', 'varchar(200)')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await index('proposal_item_material_photos', ['proposal_item_material_id']);
}
