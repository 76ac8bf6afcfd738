import { PDFDocument } from 'pdf-lib';
import { WorkAuthorizationStatuses as S, type ContractPrintResult } from '@canopy/shared';
import { nowIso, type Db } from '../../platform/db';
import type { FilesService } from '../../platform/files/files';
import type { JobContext } from '../../platform/jobs/queue';
import { waPdf } from '../work-authorizations/work-authorization-print';
import type { WorkAuthorizationsService } from '../work-authorizations/work-authorizations.service';

export const CONTRACT_PRINT_JOB = 'contracts.printWorkAuthorizations';
// The signed link in a print job's result lasts a day: the user opens it when the job is done.
const LINK_TTL_SECONDS = 86_400;

export interface PrintDeps {
  db: Db;
  was: WorkAuthorizationsService;
  files: FilesService;
  companyName: string;
}

/**
 * One PDF of these work authorizations, in the order given; a Created one becomes Printed (spec §4
 * lists Printed among the statuses). `progress` hears after each one.
 */
export async function printWorkAuthorizations(
  deps: PrintDeps,
  waIds: readonly number[],
  progress?: (done: number, total: number) => Promise<void>,
): Promise<Buffer> {
  const out = await PDFDocument.create();
  let done = 0;
  for (const id of waIds) {
    const wa = await deps.was.dto(null, id);
    const row = await deps.db
      .selectFrom('work_authorizations')
      .select(['signature', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const one = await PDFDocument.load(
      await waPdf(deps.companyName, wa, row.signature, String(row.created_at)),
    );
    for (const page of await out.copyPages(one, one.getPageIndices())) out.addPage(page);
    await progress?.(++done, waIds.length);
  }
  await deps.db
    .updateTable('work_authorizations')
    .set((eb) => ({ status_id: S.Printed, updated_at: nowIso(), version: eb('version', '+', 1) }))
    .where('id', 'in', waIds.length ? [...waIds] : [0])
    .where('status_id', '=', S.Created)
    .execute();
  return Buffer.from(await out.save());
}

interface PrintPayload {
  waIds: number[];
  userId: number | null;
}

/** The print job: the PDF is kept as a stored file and the result links to it. */
export const runContractPrint =
  (deps: PrintDeps) =>
  async ({ payload, progress }: JobContext<PrintPayload>): Promise<ContractPrintResult> => {
    const pdf = await printWorkAuthorizations(deps, payload.waIds, progress);
    const FileId = await deps.files.save(
      { buffer: pdf, filename: 'work-authorizations.pdf', fields: {} },
      ['pdf'],
      payload.userId,
    );
    return { FileId, Url: deps.files.signedUrl(FileId, LINK_TTL_SECONDS)! };
  };
