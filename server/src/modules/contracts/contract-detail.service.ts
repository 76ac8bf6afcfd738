import {
  ApprovedStatusList,
  ContractMessages as M,
  contractStatusName,
  CONTRACT_PAGE_SIZE,
  padProposalNumber,
  proposalStatusName,
  ProposalStatusList,
  ServiceClassificationList,
  WorkAuthorizationStatusList,
  type ContractDetail,
  type ContractListHeader,
  type ContractServiceItem,
  type UpdateLegacyServiceItem,
} from '@canopy/shared';
import { mayDo, requireClaim, type AuthContext } from '../../platform/auth/context';
import { nowIso, type Db } from '../../platform/db';
import { inTransaction } from '../../platform/db/transaction';
import { notFound, ruleFailed } from '../../platform/errors';
import { proposalsListRepo } from '../proposals/proposals-list.repo';
import { latestWa } from '../work-authorizations/work-authorization-mail';
import { contractDetailRepo, itemName } from './contract-detail.repo';
import {
  contractAccess as access,
  contractScope,
  mayEditContract,
  reachContract,
  reachContractsToEdit,
} from './contracts.access';

const choices = (list: readonly { Id: number; Name: string }[]) =>
  list.map((x) => ({ Id: x.Id, Name: x.Name }));
const nameIn = (list: readonly { Id: number; Name: string }[], id: number | null | undefined) =>
  list.find((x) => x.Id === id)?.Name ?? '';
const toItem = (r: Parameters<typeof itemName>[0] & { id: number }): ContractServiceItem => ({
  Id: r.id,
  Name: itemName(r),
});

/** The contract list's header, the contract detail screen and its legacy service items. */
export function contractDetailService(db: Db) {
  const repo = contractDetailRepo(db);

  async function detail(auth: AuthContext, id: number): Promise<ContractDetail> {
    const row = await reachContract(db, auth, id);
    const [[shown], lines, wa] = await Promise.all([
      proposalsListRepo(db).rows([row.id]),
      repo.lines(row.id),
      latestWa(db, row.id),
    ]);
    if (!shown) throw notFound();
    const items = await repo.lineItems(lines.map((l) => l.id));
    let total = 0;
    const Services = lines.map((l) => {
      const cents = l.edited_cost_cents ?? l.prev_actual_cost_cents ?? l.total_cost_cents ?? 0;
      total += cents;
      return {
        Id: l.id,
        GroupName: l.group_name ?? '',
        ServiceName: l.service_name,
        ClassificationName: nameIn(ServiceClassificationList, l.service_classification_id),
        Cost: cents / 100,
        ServiceItems: items.filter((i) => i.proposal_item_service_id === l.id).map(toItem),
      };
    });
    return {
      Id: row.id,
      ProposalNumber: padProposalNumber(row.proposal_number),
      StatusId: row.status_id,
      ProposalStatus: proposalStatusName(row.status_id),
      ContractStatusId: row.contract_status_id,
      ContractStatus: contractStatusName(row.contract_status_id),
      AccountId: row.account_id,
      AccountName: shown.account_name,
      AccountLocationId: row.account_location_id,
      Address: `${shown.address}, ${shown.city}, ${shown.state} ${shown.zip}`,
      BranchName: shown.branch_name,
      SalesRepName: shown.rep_name ?? '',
      YearOfWork: row.year_of_work,
      Legacy: !!row.legacy,
      WorkAuthorizationId: wa?.id ?? null,
      WorkAuthorizationStatus: nameIn(WorkAuthorizationStatusList, wa?.status_id),
      // Summed in integer cents; shown to the cent.
      Total: total / 100,
      Services,
      CanEdit: mayDo(auth, access.edit) && mayEditContract(auth, row.sales_rep_id),
    };
  }

  return {
    /** GET proposals/contracts: the list's page size, its filters' choices, and what the caller may do. */
    async header(auth: AuthContext): Promise<ContractListHeader> {
      requireClaim(auth, access.view);
      const s = contractScope(auth);
      let q = db.selectFrom('branches').select(['id', 'name']).where('status_id', '=', 1);
      if (s.kind !== 'all') q = q.where('id', 'in', auth.branchIds.length ? auth.branchIds : [0]);
      const branches = await q.orderBy('name').execute();
      return {
        PageSize: CONTRACT_PAGE_SIZE,
        Statuses: choices(ProposalStatusList),
        Branches: branches.map((b) => ({ Id: b.id, Name: b.name })),
        WorkAuthorizationStatuses: choices(WorkAuthorizationStatusList),
        ApprovedValues: choices(ApprovedStatusList),
        Classifications: choices(ServiceClassificationList),
        CanEdit: mayDo(auth, access.edit),
      };
    },

    async get(auth: AuthContext, id: number): Promise<ContractDetail> {
      requireClaim(auth, access.view);
      return detail(auth, id);
    },

    /**
     * PUT proposals/{id}/update-legacy-contract-service-item: points one line of a legacy contract at
     * other customer inventory items of the contract's location, replacing what it had.
     */
    async updateLegacy(
      auth: AuthContext,
      id: number,
      body: UpdateLegacyServiceItem,
    ): Promise<ContractDetail> {
      requireClaim(auth, access.edit);
      const [row] = await reachContractsToEdit(db, auth, [id]);
      if (!row!.legacy) throw ruleFailed(M.NotLegacy);
      if (!(await repo.line(row!.id, body.ProposalItemServiceId))) throw notFound();
      const wanted = [...new Set(body.NewServiceItemIds)];
      const here = new Set((await repo.locationItems(row!.account_location_id)).map((i) => i.id));
      if (wanted.some((i) => !here.has(i))) throw ruleFailed(M.ItemNotAtLocation);
      await inTransaction(db, async (trx) => {
        await trx
          .deleteFrom('proposal_item_service_service_items')
          .where('proposal_item_service_id', '=', body.ProposalItemServiceId)
          .execute();
        if (wanted.length)
          await trx
            .insertInto('proposal_item_service_service_items')
            .values(
              wanted.map((i) => ({
                proposal_item_service_id: body.ProposalItemServiceId,
                service_item_id: i,
              })),
            )
            .execute();
        await trx
          .updateTable('proposals')
          .set((eb) => ({ updated_at: nowIso(), version: eb('version', '+', 1) }))
          .where('id', '=', row!.id)
          .execute();
      });
      return detail(auth, row!.id);
    },
  };
}
export type ContractDetailService = ReturnType<typeof contractDetailService>;
