import {
  CONTRACT_PAGE_SIZE,
  ContractStatuses,
  ContractMessages,
  confirmProblem,
  F,
  payrollWeek,
  PROPOSAL_PAGE_SIZE,
  ProposalMessages as M,
  ProposalStatuses,
  ProposalStatusList,
  ProposalTypes,
  todayIsoDate,
  type ConfirmResult,
  type CreateProposal,
  type IdList,
  type Proposal,
  type ProposalListHeader,
  type ProposalSearch,
  type ProposalSearchResult,
  type SaveProposal,
  WorkAuthorizationMessages,
} from '@canopy/shared';
import { mayDo, requireClaim, type AuthContext } from '../../platform/auth/context';
import { nowIso, type Db } from '../../platform/db';
import { inTransaction } from '../../platform/db/transaction';
import { saveIfCurrent } from '../../platform/db/versioned';
import { conflict, formErrors, notFound, ruleFailed } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import type { DocumentsService } from '../../platform/files/documents';
import { hasApprovedWorkAuthorization } from '../contracts/work-authorization-lock';
import { reachLocation } from '../locations/locations.access';
import { createWorkAuthorization } from '../work-authorizations/work-authorizations.lines';
import { waRepo } from '../work-authorizations/work-authorizations.repo';
import { removeProposalDocuments } from './proposal-docs.service';
import {
  mayEdit,
  proposalAccess as access,
  proposalScope,
  reachProposal,
  reachProposalToEdit,
  type ProposalRow,
} from './proposals.access';
import { toContractListItem, toListItem, toProposal } from './proposals.mapper';
import { contractAccess, contractScope } from '../contracts/contracts.access';
import { proposalsListRepo } from './proposals-list.repo';
import { proposalsRepo } from './proposals.repo';

/** Proposals: the list, a new proposal for a location, its basic info, cancel and confirm (spec §4). */
export function proposalsService(db: Db, documents?: DocumentsService) {
  const list = proposalsListRepo(db);
  const repo = proposalsRepo(db);

  async function dto(auth: AuthContext, row: ProposalRow, d: Db = db): Promise<Proposal> {
    const [shown] = await proposalsListRepo(d).rows([row.id]);
    if (!shown) throw notFound();
    const r = proposalsRepo(d);
    const [pos, promotions] = await Promise.all([r.purchaseOrders(row.id), r.promotions(row.id)]);
    return toProposal(shown, { pos, promotions, canEdit: mayDo(auth, access.edit) && mayEdit(auth, row) });
  }

  async function search(auth: AuthContext, f: ProposalSearch): Promise<ProposalSearchResult> {
    if (f.ProposalTypeId === ProposalTypes.Contract) return searchContracts(auth, f);
    requireClaim(auth, access.view);
    const page = pageOf(f, PROPOSAL_PAGE_SIZE);
    const { ids, total } = await list.pageIds(proposalScope(auth), page, {
      ProposalTypeId: ProposalTypes.Proposal,
      ...f,
    });
    const rows = await list.rows(ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return { Proposals: ids.map((id) => toListItem(byId.get(id)!)), Total: total };
  }

  /** Spec §7: a contract search is the contract list's, by the Contracts claim and reach. */
  async function searchContracts(auth: AuthContext, f: ProposalSearch): Promise<ProposalSearchResult> {
    requireClaim(auth, contractAccess.view);
    const page = pageOf(f, CONTRACT_PAGE_SIZE);
    const { ids, total } = await list.pageIds(contractScope(auth), page, f);
    const [rows, facts] = await Promise.all([list.rows(ids), list.contractFacts(ids)]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return {
      Proposals: ids.map((id) => toContractListItem(byId.get(id)!, facts.get(id)!)),
      Total: total,
    };
  }

  /** The salesperson must be an employee; left out, the caller. */
  async function salesRep(
    form: ReturnType<typeof formErrors>,
    auth: AuthContext,
    id?: number | null,
    claimType: 'Proposals' | 'Contracts' = 'Proposals',
  ) {
    const rep = id ?? auth.employeeId;
    if (!(await repo.employeeExists(rep))) form.add('SalesRepId', M.SalesRepRequired);
    // Personal access works on its own proposals only: it cannot hand one to another rep.
    const full = (auth.claims[claimType] ?? 0) & F;
    if (!full && rep !== auth.employeeId) form.add('SalesRepId', M.SalesRepRequired);
    return rep;
  }

  return {
    search,
    quickSearch: (auth: AuthContext, q: { q?: string; skip?: number; take?: number }) =>
      search(auth, { Query: q.q, Skip: q.skip, Take: q.take }),

    header(auth: AuthContext): ProposalListHeader {
      requireClaim(auth, access.view);
      const week = payrollWeek(todayIsoDate());
      return {
        PageSize: PROPOSAL_PAGE_SIZE,
        FromDate: week.from,
        ToDate: week.to,
        CanAdd: mayDo(auth, access.add),
      };
    },

    statuses(auth: AuthContext) {
      requireClaim(auth, access.view);
      return ProposalStatusList.map((s) => ({ Id: s.Id, Name: s.Name }));
    },

    /** Branches the list may filter by: every active one for a wide reach, else the caller's own. */
    async branches(auth: AuthContext) {
      requireClaim(auth, access.view);
      const s = proposalScope(auth);
      let q = db.selectFrom('branches').select(['id', 'name']).where('status_id', '=', 1);
      if (s.kind !== 'all') q = q.where('id', 'in', auth.branchIds.length ? auth.branchIds : [0]);
      const rows = await q.orderBy('name').execute();
      return rows.map((b) => ({ Id: b.id, Name: b.name }));
    },

    async get(auth: AuthContext, id: number): Promise<Proposal> {
      requireClaim(auth, access.view);
      return dto(auth, await reachProposal(db, auth, id));
    },

    /** `fill` writes what the new proposal starts with (a template's groups) in the same transaction. */
    async create(
      auth: AuthContext,
      body: CreateProposal,
      fill?: (trx: Db, proposalId: number) => Promise<void>,
    ): Promise<Proposal> {
      // The add contract screen makes a contract by the Contracts claim (spec §6: Personal or Full).
      const contract = body.ProposalTypeId === ProposalTypes.Contract;
      requireClaim(auth, contract ? contractAccess.edit : access.add);
      const form = formErrors();
      if (!body.AccountLocationId) form.add('AccountLocationId', M.LocationRequired);
      form.check(M.SaveFailed);
      const loc = await reachLocation(db, auth, body.AccountLocationId!);
      if (body.AccountId && body.AccountId !== loc.account_id)
        form.add('AccountLocationId', M.LocationRequired);
      const rep = await salesRep(form, auth, body.SalesRepId, contract ? 'Contracts' : 'Proposals');
      form.check(M.SaveFailed);
      const now = nowIso();
      const row = await inTransaction(db, async (trx) => {
        const { id } = await trx
          .insertInto('proposals')
          .values({
            proposal_type_id: contract ? ProposalTypes.Contract : ProposalTypes.Proposal,
            // Spec §4: new proposals start Created, whatever the caller sent.
            status_id: ProposalStatuses.Created,
            contract_status_id: contract ? ContractStatuses.Created : null,
            sales_rep_id: rep,
            created_by_id: auth.employeeId,
            account_id: loc.account_id,
            account_location_id: loc.id,
            branch_id: loc.branch_id,
            year_of_work: body.YearOfWork ?? null,
            notes: body.Notes ?? null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.updateTable('proposals').set({ proposal_number: id }).where('id', '=', id).execute();
        if (fill) await fill(trx, id);
        return trx.selectFrom('proposals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      });
      return dto(auth, row);
    },

    async save(auth: AuthContext, body: SaveProposal): Promise<Proposal> {
      requireClaim(auth, access.edit);
      const row = await reachProposalToEdit(db, auth, body.Id);
      const form = formErrors();
      const rep = await salesRep(form, auth, body.SalesRepId ?? row.sales_rep_id);
      form.check(M.SaveFailed);
      const saved = await saveIfCurrent(db, 'proposals', row.id, body.Version, {
        sales_rep_id: rep,
        service_request_id: body.ServiceRequestId ?? null,
        notes: body.Notes ?? null,
        year_of_work: body.YearOfWork ?? null,
        crew: body.Crew ?? null,
        updated_at: nowIso(),
      });
      if (!saved) throw conflict(await dto(auth, row));
      return dto(auth, await reachProposal(db, auth, row.id));
    },

    async cancel(auth: AuthContext, id: number): Promise<Proposal> {
      requireClaim(auth, access.edit);
      const row = await reachProposalToEdit(db, auth, id);
      await db
        .updateTable('proposals')
        .set((eb) => ({
          status_id: ProposalStatuses.Cancelled,
          updated_at: nowIso(),
          version: eb('version', '+', 1),
        }))
        .where('id', '=', row.id)
        .execute();
      return dto(auth, await reachProposal(db, auth, id));
    },

    async confirm(auth: AuthContext, id: number): Promise<ConfirmResult> {
      requireClaim(auth, access.edit);
      const row = await reachProposalToEdit(db, auth, id);
      const problem = confirmProblem(
        { Id: row.id, StatusId: row.status_id },
        await repo.serviceGroupCount(row.id),
      );
      if (problem) throw ruleFailed(problem);
      // Spec §5: no work authorization, so no confirmation, without a tax rate for the service address.
      const zip = await repo.locationZip(row.account_location_id);
      if (!(await waRepo(db).hasTaxRate(zip, todayIsoDate())))
        throw ruleFailed(WorkAuthorizationMessages.NoTaxRate);
      const now = nowIso();
      const done = await inTransaction(db, async (trx) => {
        // Still Created at the write, so two confirms at once cannot both succeed.
        const r = await trx
          .updateTable('proposals')
          .set((eb) => ({
            status_id: ProposalStatuses.Confirmed,
            updated_at: now,
            version: eb('version', '+', 1),
          }))
          .where('id', '=', row.id)
          .where('status_id', '=', ProposalStatuses.Created)
          .executeTakeFirst();
        if (!Number(r.numUpdatedRows)) return false;
        await createWorkAuthorization(trx, row.id, now);
        return true;
      });
      if (!done) {
        const now = await reachProposal(db, auth, id);
        throw ruleFailed(confirmProblem({ Id: now.id, StatusId: now.status_id }, 1) ?? M.SaveFailed);
      }
      const proposal = await dto(auth, await reachProposal(db, auth, id));
      return { Proposal: proposal, Offer: proposal.Account.DoNotEmail ? 'view' : 'send' };
    },

    async savePurchaseOrders(auth: AuthContext, id: number, body: IdList): Promise<Proposal> {
      requireClaim(auth, access.edit);
      const row = await reachProposalToEdit(db, auth, id);
      const wanted = [...new Set(body.map((x) => x.Id))];
      const ok = await repo.accountPoIds(row.account_id, wanted);
      if (ok.length !== wanted.length) throw ruleFailed(M.SaveFailed);
      await inTransaction(db, (trx) => proposalsRepo(trx).replacePurchaseOrders(row.id, wanted));
      return dto(auth, row);
    },

    async savePromotions(auth: AuthContext, id: number, body: IdList): Promise<Proposal> {
      requireClaim(auth, access.edit);
      const row = await reachProposalToEdit(db, auth, id);
      const wanted = [...new Set(body.map((x) => x.Id))];
      const ok = await repo.livePromotionIds(wanted);
      if (ok.length !== wanted.length) throw ruleFailed(M.SaveFailed);
      // What the builder offers is unexpired; one applied before it expired may stay.
      const had = new Set((await repo.promotions(row.id)).map((x) => x.id));
      const added = wanted.filter((x) => !had.has(x));
      if ((await repo.expiredPromotionIds(added, todayIsoDate())).length)
        throw ruleFailed(M.PromotionExpired);
      if (
        row.proposal_type_id === ProposalTypes.Contract &&
        (await hasApprovedWorkAuthorization(db, [row.id]))
      )
        throw ruleFailed(ContractMessages.PromotionsLocked);
      await inTransaction(db, (trx) => proposalsRepo(trx).replacePromotions(row.id, wanted));
      return dto(auth, row);
    },

    /**
     * DELETE proposals/{target}/{id} for the targets the builder does not own: a whole proposal
     * still Created ('Proposal'), or its cover letter ('CoverLetter').
     */
    async removePart(auth: AuthContext, target: string, id: number): Promise<void> {
      requireClaim(auth, access.edit);
      const row = await reachProposalToEdit(db, auth, id);
      if (target === 'CoverLetter') {
        await db.deleteFrom('proposal_cover_letters').where('proposal_id', '=', row.id).execute();
        return;
      }
      if (target !== 'Proposal') throw notFound();
      if (row.status_id !== ProposalStatuses.Created)
        throw ruleFailed(`Only a proposal in status Created can be deleted.`);
      if (documents) await removeProposalDocuments(db, documents, row.id);
      await db.deleteFrom('proposals').where('id', '=', row.id).execute();
    },
  };
}
export type ProposalsService = ReturnType<typeof proposalsService>;
