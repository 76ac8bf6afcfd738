import {
  contractStatusName,
  DISCOUNT_DECIMALS,
  ServiceClassificationList,
  WorkAuthorizationStatusList,
  fromScaled,
  padProposalNumber,
  proposalStatusName,
  type Proposal,
  type ProposalListItem,
  type ProposalNote,
} from '@canopy/shared';
import { iso } from '../../platform/db';
import type { ContractFacts, ProposalListRow } from './proposals-list.repo';
import type { ProposalNoteRow } from './proposals.repo';

const addressOf = (r: ProposalListRow) => `${r.address}, ${r.city}, ${r.state} ${r.zip}`;

export function toListItem(r: ProposalListRow): ProposalListItem {
  return {
    Id: r.id,
    ProposalNumber: padProposalNumber(r.proposal_number),
    ProposalTypeId: r.proposal_type_id,
    StatusId: r.status_id,
    ProposalStatus: proposalStatusName(r.status_id),
    AccountId: r.account_id,
    AccountName: r.account_name,
    AccountLocationId: r.account_location_id,
    Address: addressOf(r),
    BranchId: r.branch_id,
    BranchName: r.branch_name,
    SalesRepId: r.sales_rep_id,
    SalesRepName: r.rep_name ?? '',
    YearOfWork: r.year_of_work,
    CreatedDate: iso(r.created_at)!,
  };
}

const nameIn = (list: readonly { Id: number; Name: string }[], id: number | null) =>
  list.find((x) => x.Id === id)?.Name ?? '';

/** Spec §3 contract list item: the proposal's fields, its authorization's status, its classifications. */
export function toContractListItem(r: ProposalListRow, f: ContractFacts): ProposalListItem {
  return {
    ...toListItem(r),
    ContractStatus: contractStatusName(r.contract_status_id),
    WorkAuthorizationId: f.waId,
    WorkAuthorizationStatus: nameIn(WorkAuthorizationStatusList, f.waStatusId),
    ServiceClassificationNames: f.classificationIds
      .map((id) => nameIn(ServiceClassificationList, id))
      .sort()
      .join(', '),
    Legacy: !!r.legacy,
  };
}

export function toProposal(
  r: ProposalListRow,
  extra: {
    pos: { id: number; po: string }[];
    promotions: { id: number; name: string; discount_e2: number }[];
    canEdit: boolean;
  },
): Proposal {
  return {
    ...toListItem(r),
    ContractStatusId: r.contract_status_id,
    Version: r.version,
    CreatedById: r.created_by_id,
    Account: { DoNotEmail: !!r.do_not_email },
    ServiceRequestId: r.service_request_id,
    Notes: r.notes,
    Crew: r.crew,
    Legacy: !!r.legacy,
    Promotions: extra.promotions.map((p) => ({
      Id: p.id,
      Name: p.name,
      DiscountPercentage: fromScaled(p.discount_e2, DISCOUNT_DECIMALS),
    })),
    AccountPOs: extra.pos.map((p) => ({ Id: p.id, Po: p.po })),
    UpdatedDate: iso(r.updated_at)!,
    CanEdit: extra.canEdit,
  };
}

export function toNote(r: ProposalNoteRow): ProposalNote {
  return {
    Id: r.id,
    ProposalId: r.proposal_id,
    Notes: r.notes,
    TypeId: r.type_id,
    StatusId: r.status_id,
    PrintOnWorkOrder: !!r.print_on_work_order,
    CreatedDate: iso(r.created_at)!,
    CreatedByName: r.created_by_name ?? '',
  };
}
