import {
  StatementMessages as M,
  STATEMENT_PAGE_SIZE,
  STATEMENT_PRINT_INLINE_MAX,
  STATEMENT_SELECTION_MAX,
  todayIsoDate,
  type Scope,
  type Statement,
  type StatementQuery,
  type StatementSearch,
  type StatementSelection,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { findText } from '../../platform/db/text-search';
import { notFound, ruleFailed } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import type { JobQueue } from '../../platform/jobs/queue';
import { invoiceAccess, invoiceEditScope } from './invoices.access';
import { buildStatements } from './statements.build';
import {
  printStatements,
  STATEMENT_MAIL_JOB,
  STATEMENT_PRINT_JOB,
  type StatementDeps,
  type StatementPayload,
} from './statements.jobs';
import { statementsRepo } from './statements.repo';

const access = invoiceAccess.statements;

/** Spec §2 invoices.statements: the list, one account's statement, and mailing or printing a selection. */
export function statementsService(deps: StatementDeps & { jobs: JobQueue }) {
  const { db, jobs } = deps;
  const repo = statementsRepo(db);
  // Statements and payments are Branch or Full (spec §6): Full sees every branch, Branch his own.
  const reach = (auth: AuthContext) => {
    requireClaim(auth, access);
    return invoiceEditScope(auth);
  };

  /** Every account with a statement on the screen's filters, as far as the caller reaches. */
  async function everyMatching(scope: Scope, body: StatementSelection) {
    const text = await findText(db, 'accounts', pageOf(body).words);
    if (text.none) return [];
    return repo.accountIds({
      scope,
      text,
      statementDate: body.StatementDate ?? todayIsoDate(),
      agingDays: body.AgingDays,
      emailOnly: body.EmailOnly,
    });
  }

  /** The selection as a job's payload: refused when empty or naming an account out of reach. */
  async function selection(auth: AuthContext, body: StatementSelection): Promise<StatementPayload> {
    const scope = reach(auth);
    const p: StatementPayload = {
      scope,
      accountIds: [],
      invoiceIds: body.InvoiceIds,
      agingDays: body.AgingDays,
      statementDate: body.StatementDate ?? todayIsoDate(),
      userId: auth.userId,
    };
    if (body.AllMatching) {
      const all = await everyMatching(scope, body);
      if (!all.length) throw ruleFailed(M.NoInvoices);
      if (all.length > STATEMENT_SELECTION_MAX) throw ruleFailed(M.TooMany);
      return { ...p, accountIds: all };
    }
    const wanted = [...new Set(body.AccountIds)];
    if (!wanted.length) throw ruleFailed(M.NoneSelected);
    if (await repo.anyOutOfReach(scope, wanted)) throw notFound();
    const accountIds = await repo.accountIds({ ...p, accountIds: wanted });
    if (!accountIds.length) throw ruleFailed(M.NoInvoices);
    return { ...p, accountIds };
  }

  const enqueue = (auth: AuthContext, name: string, p: StatementPayload) =>
    db
      .transaction()
      .execute((trx) =>
        jobs.enqueue(trx, name, p, { requestedByUserId: auth.userId, claimType: 'Invoices' }),
      );

  return {
    /** POST invoices/statements: one page of statements (10 unless asked), by account name. */
    async search(auth: AuthContext, body: StatementSearch): Promise<{ rows: Statement[]; total: number }> {
      const scope = reach(auth);
      const f = {
        scope,
        statementDate: body.StatementDate ?? todayIsoDate(),
        agingDays: body.AgingDays,
        accountIds: body.AccountIds?.length ? body.AccountIds : undefined,
        emailOnly: body.EmailOnly,
      };
      const page = pageOf(body, STATEMENT_PAGE_SIZE);
      const text = await findText(db, 'accounts', page.words);
      if (text.none) return { rows: [], total: 0 };
      const { ids, total } = await repo.page({ ...f, text }, page.skip, page.take);
      const built = await buildStatements(repo, { ...f, accountIds: ids });
      return { rows: built.map((b) => b.dto), total };
    },

    /** GET invoices/statements/{id}: the account's statement; an account out of reach is 404. */
    async get(auth: AuthContext, accountId: number, q: StatementQuery): Promise<Statement> {
      const scope = reach(auth);
      if (await repo.anyOutOfReach(scope, [accountId])) throw notFound();
      const f = { scope, statementDate: q.StatementDate ?? todayIsoDate(), agingDays: q.AgingDays };
      const [one] = await buildStatements(repo, { ...f, accountIds: [accountId], keepEmpty: true });
      if (!one) throw notFound();
      return one.dto;
    },

    /** POST invoices/statements/email: the selected statements are mailed by a background job. */
    async email(auth: AuthContext, body: StatementSelection): Promise<{ JobId: number }> {
      return { JobId: await enqueue(auth, STATEMENT_MAIL_JOB, await selection(auth, body)) };
    },

    /** POST invoices/statements/print: a page's worth prints in the answer; more in a background job. */
    async print(auth: AuthContext, body: StatementSelection): Promise<{ pdf: Buffer } | { jobId: number }> {
      const p = await selection(auth, body);
      if (p.accountIds.length <= STATEMENT_PRINT_INLINE_MAX) return { pdf: await printStatements(deps, p) };
      return { jobId: await enqueue(auth, STATEMENT_PRINT_JOB, p) };
    },
  };
}
export type StatementsService = ReturnType<typeof statementsService>;
