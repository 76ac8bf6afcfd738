import type { EquipmentResource, EquipmentType, LeaseCompany, Material } from '@canopy/shared';

// Test data for the resource screens.

export const branches = [
  { Id: 1, Name: 'North Shore', StatusId: 1 },
  { Id: 2, Name: 'Lakeview', StatusId: 1 },
];

export const equipmentTypes: EquipmentType[] = [
  { Id: 1, Name: 'Bucket Truck 60 ft', DailyRate: 650, Archived: false, Version: 1 },
  { Id: 2, Name: 'Chipper 12 in', DailyRate: 225, Archived: false, Version: 1 },
];

export const leaseCompanies: LeaseCompany[] = [{ Id: 1, Name: 'Prairie Equipment Leasing', Version: 1 }];

export const resources: EquipmentResource[] = [
  {
    Id: 1,
    AssetNumber: 'NS-BT-01',
    BranchId: 1,
    BranchName: 'North Shore',
    EquipmentTypeId: 1,
    EquipmentTypeName: 'Bucket Truck 60 ft',
    LeaseCompanyId: null,
    LeaseCompanyName: null,
    CurrentBranchId: 1,
    CurrentBranchName: 'North Shore',
    Archived: false,
    Version: 1,
  },
  {
    Id: 2,
    AssetNumber: 'NS-CH-01',
    BranchId: 1,
    BranchName: 'North Shore',
    EquipmentTypeId: 2,
    EquipmentTypeName: 'Chipper 12 in',
    LeaseCompanyId: 1,
    LeaseCompanyName: 'Prairie Equipment Leasing',
    CurrentBranchId: 2,
    CurrentBranchName: 'Lakeview',
    Archived: false,
    Version: 1,
  },
];

export const materials: Material[] = [
  {
    Id: 1,
    Name: 'Hardwood Mulch',
    MaterialTypeId: 1,
    Unit: 'cu yd',
    UnitPrice: 38,
    Archived: false,
    Version: 1,
  },
  { Id: 2, Name: 'Cabling Kit', MaterialTypeId: 1, Unit: 'each', UnitPrice: 85, Archived: false, Version: 1 },
];

export const disposals: Material[] = [
  {
    Id: 10,
    Name: 'Wood Chips',
    MaterialTypeId: 2,
    Unit: 'cu yd',
    UnitPrice: 12,
    Archived: false,
    Version: 1,
  },
];
