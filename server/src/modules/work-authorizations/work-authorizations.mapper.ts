import {
  ApprovalByTypeList,
  ApprovedStatusList,
  padProposalNumber,
  WorkAuthorizationStatusList,
  WorkAuthorizationTypeList,
  type CustomerPayment,
  type WorkAuthorizationListItem,
} from '@canopy/shared';
import { iso } from '../../platform/db';
import type { WaListRow } from './work-authorizations.repo';

const nameIn = (list: readonly { Id: number; Name: string }[], id: number | null) =>
  list.find((x) => x.Id === id)?.Name ?? '';

export const approvalByTypeName = (id: number | null) => nameIn(ApprovalByTypeList, id);

export function toListItem(r: WaListRow): WorkAuthorizationListItem {
  return {
    Id: r.id,
    ProposalId: r.proposal_id,
    ProposalNumber: padProposalNumber(r.proposal_number),
    StatusId: r.status_id,
    Status: nameIn(WorkAuthorizationStatusList, r.status_id),
    TypeId: r.type_id,
    Type: nameIn(WorkAuthorizationTypeList, r.type_id),
    ApprovalStatusId: r.approval_status_id,
    ApprovalStatus: nameIn(ApprovedStatusList, r.approval_status_id),
    ApprovedByTypeId: r.approved_by_type_id,
    AccountId: r.account_id,
    AccountName: r.account_name,
    Address: [r.address, r.city, r.state, r.zip].filter(Boolean).join(', '),
    BranchId: r.branch_id,
    BranchName: r.branch_name,
    SalesRepId: r.sales_rep_id,
    SalesRepName: r.rep_name ?? '',
    DateApproved: iso(r.date_approved),
    CreatedDate: iso(r.created_at) ?? '',
  };
}

export const toPayment = (p: {
  id: number;
  amount_cents: number | string;
  is_deposit: number;
  check_number: string | null;
  created_at: unknown;
  payment_method_id: number;
  created_by: number | null;
  authorize_transaction_id: string | null;
}): CustomerPayment => ({
  Id: p.id,
  Amount: Number(p.amount_cents) / 100,
  IsDeposit: !!p.is_deposit,
  CheckNumber: p.check_number,
  DateCreated: iso(p.created_at) ?? '',
  PaymentMethodId: p.payment_method_id,
  CreatedBy: p.created_by,
  AuthorizeTransactionId: p.authorize_transaction_id,
});
