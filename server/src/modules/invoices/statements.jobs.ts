import {
  StatementMessages as M,
  type Scope,
  type StatementMailResult,
  type StatementPrintResult,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import type { FilesService } from '../../platform/files/files';
import { eachItem } from '../../platform/jobs/job-items';
import type { JobContext } from '../../platform/jobs/queue';
import type { Mailer } from '../../platform/mail';
import { readCompanyLogo, type CompanyConfig } from '../company/company-branding';
import { statementPdf, type StatementBranding } from './statement-pdf';
import { buildStatements, type BuiltStatement } from './statements.build';
import { statementsRepo, type StatementFilter } from './statements.repo';

export const STATEMENT_MAIL_JOB = 'invoices.mailStatements';
export const STATEMENT_PRINT_JOB = 'invoices.printStatements';
// The signed link in a print job's result lasts a day: the user opens it when the job is done.
const LINK_TTL_SECONDS = 86_400;

export interface StatementDeps {
  db: Db;
  mailer: Mailer;
  files: FilesService;
  company: CompanyConfig;
}

/** What a job is asked: the caller's reach as it was when asking, and the statements' filters. */
export interface StatementPayload {
  scope: Scope;
  accountIds: number[];
  invoiceIds?: number[];
  agingDays?: number;
  statementDate: string;
  userId: number | null;
}

export const filterOf = (p: StatementPayload, accountIds: readonly number[]): StatementFilter => ({
  scope: p.scope,
  accountIds,
  invoiceIds: p.invoiceIds,
  agingDays: p.agingDays,
  statementDate: p.statementDate,
});

export async function branding(deps: StatementDeps): Promise<StatementBranding> {
  return { companyName: deps.company.companyName, logo: (await readCompanyLogo(deps.company))?.data ?? null };
}

// Statements are read this many accounts at a time: five queries a batch instead of five an account.
const BATCH = 200;

/**
 * The statements of the payload's accounts, read a batch ahead of the one asked for. A statement is
 * read at most a batch's mailing before it goes, so it is as current as the run allows.
 */
function statementsAhead(db: Db, p: StatementPayload) {
  const repo = statementsRepo(db);
  const ready = new Map<number, BuiltStatement | null>();
  return async (id: number) => {
    if (!ready.has(id)) {
      const at = p.accountIds.indexOf(id);
      const ids = p.accountIds.slice(at, at + BATCH);
      for (const x of ids) ready.set(x, null);
      for (const b of await buildStatements(repo, { ...filterOf(p, ids), accountIds: ids }))
        ready.set(b.dto.Id, b);
    }
    const one = ready.get(id) ?? null;
    ready.delete(id);
    return one;
  };
}

/** Mails one account's statement as a PDF to its billing contacts (else its primary one). */
async function mailStatement(deps: StatementDeps, brand: StatementBranding, one: BuiltStatement | null) {
  if (!one) throw new Error(M.NoInvoices);
  const s = one.dto;
  if (s.Account.DoNotEmail) throw new Error(M.DoNotEmail);
  if (!s.Email) throw new Error(M.NoRecipient);
  const pdf = await statementPdf([s], brand);
  await deps.mailer.send({
    to: s.Email,
    subject: `Statement from ${brand.companyName} as of ${s.StatementDate}`,
    text:
      `Dear ${s.Account.Name},\n\nYour statement as of ${s.StatementDate} is attached.\n\n` +
      `${brand.companyName}`,
    attachments: [{ filename: `statement-${s.Id}.pdf`, content: pdf, contentType: 'application/pdf' }],
  });
  await statementsRepo(deps.db).markSent(one.invoiceIds, 'emailed');
}

/**
 * The statement mail job. An account that cannot be mailed is reported in the result and the
 * others still go; a run retried after a crash mails only the accounts it had not reached.
 */
export const runStatementMail =
  (deps: StatementDeps) =>
  async (ctx: JobContext<StatementPayload>): Promise<StatementMailResult> => {
    const p = ctx.payload;
    const brand = await branding(deps);
    const next = statementsAhead(deps.db, p);
    const outcomes = await eachItem(ctx, p.accountIds, async (id) =>
      mailStatement(deps, brand, await next(Number(id))),
    );
    const names = new Map((await statementsRepo(deps.db).accounts(p.accountIds)).map((a) => [a.id, a.name]));
    const result: StatementMailResult = { Sent: 0, Failed: [] };
    for (const id of p.accountIds) {
      const o = outcomes.get(String(id));
      if (o?.ok) result.Sent++;
      else if (o) result.Failed.push({ AccountId: id, AccountName: names.get(id) ?? '', Message: o.message });
    }
    return result;
  };

/** One PDF of the statements of these accounts, in the order given; their invoices become Printed. */
export async function printStatements(deps: StatementDeps, p: StatementPayload): Promise<Buffer> {
  const repo = statementsRepo(deps.db);
  const built = await buildStatements(repo, { ...filterOf(p, p.accountIds), accountIds: p.accountIds });
  const pdf = await statementPdf(
    built.map((b) => b.dto),
    await branding(deps),
  );
  await repo.markSent(
    built.flatMap((b) => b.invoiceIds),
    'printed',
  );
  return pdf;
}

/** The print job: the PDF is kept as a stored file and the result links to it. */
export const runStatementPrint =
  (deps: StatementDeps) =>
  async (ctx: JobContext<StatementPayload>): Promise<StatementPrintResult> => {
    await ctx.progress(0, ctx.payload.accountIds.length);
    const pdf = await printStatements(deps, ctx.payload);
    const FileId = await deps.files.save(
      { buffer: pdf, filename: 'statements.pdf', fields: {} },
      ['pdf'],
      ctx.payload.userId,
    );
    await ctx.progress(ctx.payload.accountIds.length, ctx.payload.accountIds.length);
    return { FileId, Url: deps.files.signedUrl(FileId, LINK_TTL_SECONDS)! };
  };
