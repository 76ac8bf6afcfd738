import { JobTitleList, ResourceTypes, TransferStatusList, type TransferRequest } from '@canopy/shared';
import { iso } from '../../platform/db';
import type { TransferDetails, TransferRow } from './transfers.repo';

export const jobTitleName = (id: number | null) => JobTitleList.find((j) => j.Id === id)?.Name ?? '';

export function toTransferRequest(
  r: TransferRow,
  d: TransferDetails,
  nextStatusIds: number[],
): TransferRequest {
  return {
    Id: r.id,
    FromBranchId: r.from_branch_id,
    FromBranch: r.from_branch,
    ToBranchId: r.to_branch_id,
    ToBranch: r.to_branch,
    ResourceTypeId: r.resource_type_id,
    JobTitleId: r.job_title_id,
    EquipmentTypeId: r.equipment_type_id,
    TypeName:
      r.resource_type_id === ResourceTypes.Crew ? jobTitleName(r.job_title_id) : (r.equipment_type ?? ''),
    Qty: r.qty,
    StatusId: r.status_id,
    Status: TransferStatusList.find((s) => s.Id === r.status_id)?.Name ?? String(r.status_id),
    RequestedById: r.requested_by_id,
    RequestedBy: `${r.rq_first} ${r.rq_last}`.trim(),
    RequestedAt: iso(r.requested_at) ?? '',
    SelectedDates: d.dates.filter((x) => x.transfer_request_id === r.id).map((x) => x.transfer_date),
    TransferRequestCrews: d.crews
      .filter((x) => x.transfer_request_id === r.id)
      .map((x) => ({ EmployeeId: x.employee_id, Name: `${x.first_name} ${x.last_name}`.trim() })),
    TransferRequestEquipment: d.equipment
      .filter((x) => x.transfer_request_id === r.id)
      .map((x) => ({
        EquipmentResourceId: x.equipment_resource_id,
        AssetNumber: x.asset_number,
        EquipmentStatus: x.returned_status,
      })),
    NextStatusIds: nextStatusIds,
    Version: r.version,
  };
}
