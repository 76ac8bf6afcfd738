import { ServiceGroups, type ScoutingEntry, type WorkOrder, type WorkOrderImage } from '@canopy/shared';
import { crewWorkOrder } from '../work-order-services/crewTesting';
import { workOrderFixture } from '../work-orders/testing';

export const workOrder: WorkOrder = workOrderFixture({
  AccountId: 3,
  AccountName: 'Oak Estates',
  AccountLocationId: 12,
  SalesRepId: null,
  SalesRepName: null,
  Description: null,
  Id: 42,
  StatusId: 4,
  WorkOrderStatus: 'In Progress',
  ServiceGroupId: ServiceGroups.PlantHealthCare,
  ServiceGroup: 'Plant Health Care',
  EstimatedHours: 4,
  EstimatedValue: 500,
  HasSchedules: false,
  ScoutingReportRequired: true,
  Version: 3,
});

/** The work order as the pull keeps it on the device. */
export const deviceWorkOrder = (over: Parameters<typeof crewWorkOrder>[0] = {}) =>
  crewWorkOrder({
    Id: 42,
    StatusId: 4,
    HasSchedules: false,
    ServiceGroupId: ServiceGroups.PlantHealthCare,
    AccountLocationId: 12,
    ScoutingReportRequired: true,
    ...over,
  });

export const image = (over: Partial<WorkOrderImage> = {}): WorkOrderImage => ({
  Id: 9,
  WorkOrderId: 42,
  ImageTypeId: 1,
  ImageType: 'Damages',
  KeyId: null,
  Caption: 'Broken fence',
  FileName: 'fence.jpg',
  ContentType: 'image/jpeg',
  Size: 1000,
  Url: '/api/v1/files/1?sig=full',
  ThumbnailUrl: '/api/v1/files/1?sig=thumb',
  CreatedBy: 'Ada Oak',
  CreatedDate: '2025-05-02T15:00:00.000Z',
  Version: 1,
  ...over,
});

export const entry = (over: Partial<ScoutingEntry> = {}): ScoutingEntry => ({
  Id: 70,
  WorkOrderId: 42,
  ServiceItemId: 101,
  ServiceItem: {
    Id: 101,
    Name: 'White oak',
    ScientificName: 'Quercus alba',
    SizeName: null,
    LocationName: 'Front',
  },
  Insects: [{ Id: 1, Name: 'Aphids', ScientificName: 'Aphidoidea' }],
  Diseases: [],
  EcologicalProblems: [],
  WeedTypes: [],
  OtherInsects: [],
  OtherDiseases: [],
  OtherEcologicalProblems: [],
  OtherWeedTypes: [],
  Notes: null,
  Archived: false,
  CreatedAt: '2025-05-02T15:00:00.000Z',
  Version: 1,
  ...over,
});
