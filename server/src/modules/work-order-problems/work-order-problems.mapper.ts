import {
  equipmentProblemStatusName,
  EquipmentProblemDescriptionList,
  OTHER_DESCRIPTION_ID,
  problemDescriptionText,
  WorkOrderStatusList,
  type EquipmentProblem,
  type WorkOrderDamage,
  type WorkOrderDamageService,
  type WorkOrderEquipment,
} from '@canopy/shared';
import { iso } from '../../platform/db';
import type { DamageRow, DamageServiceRow } from './damages.repo';
import type { EquipmentRow, ProblemRow } from './equipment-problems.repo';

const fullName = (r: { first_name: string; last_name: string }) => `${r.first_name} ${r.last_name}`.trim();

export function toWorkOrderEquipment(r: EquipmentRow): WorkOrderEquipment {
  return {
    Id: r.id,
    AssetNumber: r.asset_number,
    EquipmentTypeId: r.equipment_type_id,
    EquipmentType: r.equipment_type,
    Name: `${r.asset_number} (${r.equipment_type})`,
  };
}

export function toEquipmentProblem(r: ProblemRow): EquipmentProblem {
  const descriptionId = r.description_id ?? OTHER_DESCRIPTION_ID;
  const listed = EquipmentProblemDescriptionList.some((d) => d.Id === descriptionId);
  return {
    Id: r.id,
    WorkOrderId: r.work_order_id,
    BranchId: r.branch_id,
    Branch: r.branch_name,
    DateReported: iso(r.date_reported)!,
    ReportedById: r.reported_by,
    ReportedBy: fullName(r),
    StatusId: r.status_id,
    EquipmentProblemStatus: { Id: r.status_id, Name: equipmentProblemStatusName(r.status_id) },
    EquipmentProblemDescriptionId: listed ? descriptionId : OTHER_DESCRIPTION_ID,
    EquipmentProblemDescription: {
      Id: listed ? descriptionId : OTHER_DESCRIPTION_ID,
      Name: problemDescriptionText(r.description_id, r.other_description),
    },
    OtherDescription: r.other_description,
    EquipmentResourceId: r.equipment_resource_id,
    EquipmentResource: toWorkOrderEquipment({
      id: r.equipment_resource_id,
      asset_number: r.asset_number,
      equipment_type_id: r.equipment_type_id,
      equipment_type: r.equipment_type,
    }),
    Notes: r.notes,
    ResolutionDate: iso(r.resolution_date),
    Archived: !!r.archived,
    Version: r.version,
  };
}

export function toWorkOrderDamage(r: DamageRow): WorkOrderDamage {
  return {
    Id: r.id,
    WorkOrderId: r.work_order_id,
    DateReported: iso(r.date_reported)!,
    ReportedById: r.reported_by,
    ReportedBy: fullName(r),
    Description: r.description,
    Notes: r.notes,
    Archived: !!r.archived,
    Version: r.version,
  };
}

export function toWorkOrderDamageService(r: DamageServiceRow): WorkOrderDamageService {
  return {
    Id: r.id,
    DamageId: r.damage_id,
    WorkOrderId: r.work_order_id,
    DamageWorkOrderId: r.damage_work_order_id,
    DamageWorkOrder: {
      Id: r.damage_work_order_id,
      StatusId: r.repair_status_id,
      WorkOrderStatus: WorkOrderStatusList.find((s) => s.Id === r.repair_status_id)?.Name ?? '',
      Description: r.repair_description,
    },
    DamageDescription: r.damage_description,
    Notes: r.notes,
    Archived: !!r.archived,
    Version: r.version,
  };
}
