import {
  padProposalNumber,
  serviceRequestStatusName,
  type ServiceRequest,
  type ServiceRequestListItem,
} from '@canopy/shared';
import { iso } from '../../platform/db';
import type { RequestRow } from './service-requests.repo';

export const requestAddress = (r: RequestRow) => `${r.address}, ${r.city}, ${r.state} ${r.zip}`;

export function toListItem(r: RequestRow): ServiceRequestListItem {
  return {
    Id: r.id,
    TypeId: r.type_id,
    TypeName: r.type_name,
    StatusId: r.status_id,
    StatusName: serviceRequestStatusName(r.status_id),
    AppointmentTypeId: r.appointment_type_id,
    AppointmentTypeName: r.appointment_type_name ?? '',
    AppointmentDate: iso(r.appointment_date)!,
    AppointmentDateEnd: iso(r.appointment_date_end)!,
    SalesRepId: r.sales_rep_id,
    SalesRepName: r.rep_name,
    AccountId: r.account_id,
    AccountName: r.account_name,
    AccountLocationId: r.account_location_id,
    Address: requestAddress(r),
    BranchId: r.branch_id,
    BranchName: r.branch_name,
  };
}

export function toServiceRequest(
  r: RequestRow,
  more: {
    estimateTypes: { id: number; name: string }[];
    proposals: { id: number; proposal_number: number | null }[];
    canEdit: boolean;
  },
): ServiceRequest {
  return {
    ...toListItem(r),
    SourceDetailId: r.source_detail_id,
    EstimateTypes: more.estimateTypes.map((t) => ({ Id: t.id, Name: t.name })),
    Notes: r.notes,
    Version: r.version,
    CreatedById: r.created_by_id,
    CreatedBy: r.created_by_name ?? '',
    CreatedDate: iso(r.created_at)!,
    DoNotEmail: !!r.do_not_email,
    Proposals: more.proposals.map((p) => ({
      Id: p.id,
      ProposalNumber: padProposalNumber(p.proposal_number),
    })),
    CanEdit: more.canEdit,
  };
}
