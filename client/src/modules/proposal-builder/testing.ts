import type { Builder, ProposalItemService } from '@canopy/shared';

// A builder as the server answers it: two pruning options grouped, and a program with no price yet.

export const pruning = (id: number, cost: number, optionId: number): ProposalItemService => ({
  Id: id,
  ProposalId: 5,
  ProposalOptionId: optionId,
  ProposalServiceGroupId: 1,
  ServiceId: 10,
  Service: id === 1 ? 'Crown pruning' : 'Crown thinning',
  ServiceTypeId: 1,
  Quantity: 1,
  Crew: null,
  Description: null,
  EditedCost: null,
  PrevActualCost: null,
  TotalCost: cost,
  PerVisitCost: null,
  Cost: cost,
  EquipmentSubtotal: 0,
  EstimatedHours: null,
  RequiresNoEquipment: false,
  Equipment: [],
  orderNumber: 0,
  Photos: [],
  Visits: [],
  Chemicals: [],
  ProposalItemServiceServiceItems: [
    { Id: 1, ServiceItemId: 3, Name: 'Oak — Large', SizeId: 2, ServiceUnits: 1, PricingUnits: 1 },
  ],
  Version: 2,
});

const option = (id: number, item: ProposalItemService) => ({
  Id: id,
  Order: 0,
  Total: item.Cost,
  ProposalItemServices: [item],
  ProposalItemMaterials: [],
});

export const builder = (): Builder => ({
  Id: 5,
  ProposalNumber: 42,
  StatusId: 1,
  ProposalTypeId: 1,
  AccountLocationId: 7,
  SalesRepId: 6,
  Editable: true,
  ProposalServiceGroups: [{ Id: 1, ServiceGroupId: 1, ProposalSortOrder: 0 }],
  ProposalGroups: [
    {
      Id: 1,
      Name: 'Group 1',
      ProposalServiceGroupId: 1,
      ServiceGroupId: 1,
      SeparateWorkOrderGroup: false,
      ShowPricing: true,
      Order: 0,
      Total: 650,
      ProposalOptionGroups: [
        { Id: 1, Order: 0, Total: 650, ProposalOptions: [option(1, pruning(1, 650, 1))] },
      ],
    },
    {
      Id: 2,
      Name: 'Group 2',
      ProposalServiceGroupId: 1,
      ServiceGroupId: 1,
      SeparateWorkOrderGroup: false,
      ShowPricing: true,
      Order: 1,
      Total: 0,
      ProposalOptionGroups: [{ Id: 2, Order: 0, Total: 0, ProposalOptions: [option(2, pruning(2, 0, 2))] }],
    },
  ],
  Promotions: [],
  Crew: null,
  Equipment: [],
  Subtotal: 650,
  Discount: 0,
  Total: 650,
});
