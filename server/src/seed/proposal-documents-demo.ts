import { MaterialTypes, ServiceGroups, type ProposalTemplateContent } from '@canopy/shared';
import type { Db } from '../platform/db';
import type { FilesService } from '../platform/files/files';
import { renderReport } from '../platform/pdf';
import { PRINT_ATTACHMENTS, PROPOSAL_DOCS } from '../modules/proposals/proposal-docs.service';

const KEY = 'demo-doc:';

/** The demo documents: who owns each, its title, and the lines its one-page PDF carries. */
const ATTACHMENTS = [
  {
    name: 'Terms and Conditions',
    lines: ['Work is performed to ANSI A300 standards.', 'Invoices are due within 30 days.'],
  },
  {
    name: 'Tree Care Warranty',
    lines: ['Plantings are warranted for one growing season when watered as instructed.'],
  },
];
const PROPOSAL_DOCUMENTS = [
  { name: 'Site plan.pdf', lines: ['The two oaks by the drive are marked A and B.'] },
  { name: 'Arborist report.pdf', lines: ['Both oaks are sound; deadwood over the drive should be removed.'] },
];

/**
 * Print attachment documents, two documents on the first demo arborist's newest proposals and a
 * template for oak pruning. The seed has no file store, so each document points at a placeholder
 * whose PDF is written when a server first starts on the data (storeDemoDocumentFiles).
 */
export async function seedProposalDocumentsDemo(db: Db): Promise<void> {
  const now = new Date().toISOString();
  const proposals = await db
    .selectFrom('proposals')
    .select('id')
    .where('sales_rep_id', '=', 6)
    .orderBy('id')
    .limit(2)
    .execute();
  let n = 0;
  const place = async (
    ownerType: string,
    ownerId: number,
    doc: { name: string; lines: string[] },
    order: number,
  ) => {
    const file = await db
      .insertInto('stored_files')
      .values({
        storage_key: `${KEY}${++n}`,
        original_name: doc.name.endsWith('.pdf') ? doc.name : `${doc.name}.pdf`,
        content_type: 'application/pdf',
        size_bytes: 0,
        sha256: 'pending',
        created_by: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('documents')
      .values({
        owner_type: ownerType,
        owner_id: ownerId,
        file_id: file.id,
        name: doc.name,
        sort_order: order,
        created_by: null,
        created_at: now,
      })
      .execute();
  };
  for (const [i, doc] of ATTACHMENTS.entries()) await place(PRINT_ATTACHMENTS, 0, doc, i + 1);
  for (const p of proposals)
    for (const [i, doc] of PROPOSAL_DOCUMENTS.entries()) await place(PROPOSAL_DOCS, p.id, doc, i + 1);

  const pruning = await db
    .selectFrom('services')
    .select(['id', 'name'])
    .where('service_group_id', '=', ServiceGroups.ArborCare)
    .orderBy('id')
    .executeTakeFirst();
  const disposal = await db
    .selectFrom('materials')
    .select(['id', 'name', 'unit_price_cents'])
    .where('material_type_id', '=', MaterialTypes.Disposal)
    .orderBy('id')
    .executeTakeFirst();
  if (!pruning) return;
  const content: ProposalTemplateContent = {
    ServiceGroups: [{ ServiceGroupId: ServiceGroups.ArborCare, Name: 'Arbor Care', ProposalSortOrder: 0 }],
    Groups: [
      {
        Name: 'Group 1',
        ServiceGroupId: ServiceGroups.ArborCare,
        SeparateWorkOrderGroup: false,
        ShowPricing: true,
        OptionGroups: [
          {
            Options: [
              {
                Services: [
                  {
                    Key: 1,
                    ServiceId: pruning.id,
                    Service: pruning.name,
                    Quantity: 1,
                    Crew: 2,
                    Description: 'Prune both oaks; remove deadwood over the drive.',
                    EditedCostCents: null,
                    TotalCostCents: 65_000,
                    PerVisitCostCents: null,
                    EquipmentSubtotalCents: 0,
                    EstimatedHoursE2: 400,
                    RequiresNoEquipment: false,
                    OrderNumber: 0,
                    EquipmentTypeIds: [],
                    ChemicalIds: [],
                    Visits: [],
                  },
                ],
                Materials: disposal
                  ? [
                      {
                        MaterialId: disposal.id,
                        Material: disposal.name,
                        ServiceKey: 1,
                        Description: 'Haul away the brush.',
                        QuantityE2: 100,
                        UnitPriceCents: Number(disposal.unit_price_cents),
                        EditedCostCents: null,
                        ShowPricing: true,
                        OrderNumber: 1,
                      },
                    ]
                  : [],
              },
            ],
          },
        ],
      },
    ],
  };
  await db
    .insertInto('proposal_templates')
    .values({
      name: 'Oak pruning and disposal',
      description: 'Structural pruning of mature oaks with brush disposal',
      content: JSON.stringify(content),
      created_by_id: 6,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

// Rendered once a process: every server started on a copy of the demo data (tests) reuses them.
const rendered = new Map<string, Promise<Buffer>>();
const pdfOf = (name: string) => {
  const title = name.replace(/\.pdf$/, '');
  const lines = [...ATTACHMENTS, ...PROPOSAL_DOCUMENTS].find((d) => d.name === name)?.lines ?? [];
  if (!rendered.has(name))
    rendered.set(
      name,
      renderReport({
        issuer: 'Canopy Tree & Lawn Care',
        title,
        facts: [],
        sections: [{ heading: title, lines }],
      }),
    );
  return rendered.get(name)!;
};

/** Writes the PDF of each demo document still on a placeholder and points its document at it. */
export async function storeDemoDocumentFiles(db: Db, files: FilesService): Promise<void> {
  const pending = await db
    .selectFrom('documents as d')
    .innerJoin('stored_files as f', 'f.id', 'd.file_id')
    .select(['d.id', 'd.name', 'f.id as file_id', 'f.original_name'])
    .where('f.storage_key', 'like', `${KEY}%`)
    .execute();
  for (const p of pending) {
    const pdf = await pdfOf(p.name);
    const fileId = await files.save({ buffer: pdf, filename: p.original_name, fields: {} }, ['pdf'], null);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('documents').set({ file_id: fileId }).where('id', '=', p.id).execute();
      await trx.deleteFrom('stored_files').where('id', '=', p.file_id).execute();
    });
  }
}
