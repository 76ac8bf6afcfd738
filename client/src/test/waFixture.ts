import { WorkAuthorizationStatuses as S, type WaService, type WorkAuthorization } from '@canopy/shared';

// A work authorization as the server answers it: Pruning ($650, one visit) and a three-visit Spray
// program ($180, $60 a visit), the spray approved or not, with the figures the server would send.

const service = (id: number, name: string, cost: number, approved: boolean): WaService => ({
  Id: id,
  ServiceId: id,
  ServiceName: name,
  Description: null,
  Cost: cost,
  PerVisitCost: id === 2 ? 60 : null,
  ApproveStatusId: approved ? 2 : 1,
  Approved: approved,
  Visits:
    id === 2
      ? [1, 2, 3].map((n) => ({
          Id: 20 + n,
          Title: `Visit ${n}`,
          IncludeInProgram: true,
          IncludeThisYear: true,
          Approved: approved,
        }))
      : [
          {
            Id: 10 + id,
            Title: 'Visit 1',
            IncludeInProgram: true,
            IncludeThisYear: true,
            Approved: approved,
          },
        ],
});

export function waOf(approved: boolean, status: number = S.SentToClient): WorkAuthorization {
  return {
    Id: 7,
    ProposalId: 3,
    ProposalNumber: '00000000042',
    StatusId: status,
    Status: status === S.ReceivedFromClient ? 'Received From Client' : 'Sent To Client',
    TypeId: 1,
    Type: 'New',
    ApprovalStatusId: approved ? 3 : 0,
    ApprovalStatus: '',
    ApprovedByTypeId: null,
    AccountId: 1,
    AccountName: 'Oakhurst Residence',
    Address: '12 Elm St',
    BranchId: 1,
    BranchName: 'North',
    SalesRepId: 1,
    SalesRepName: 'Rep',
    DateApproved: null,
    CreatedDate: '2026-11-01',
    Version: 1,
    ProposalTypeId: 1,
    ApprovedSalesRepId: null,
    PaymentMethodId: null,
    Signed: false,
    AutoRenew: false,
    IsPaid: false,
    IsPromotionalDiscountApplied: false,
    DoNotEmail: false,
    Promotions: [],
    ApprovedSubtotal: approved ? 180 : 0,
    PromotionSavings: 0,
    TotalApprovedCost: approved ? 180 : 0,
    TaxRate: 0.0625,
    EstimatedTax: approved ? 11.25 : 0,
    MinimumDownPayment: 10,
    DefaultDeposit: approved ? 18 : 0,
    Deposits: 0,
    MeetsDownPayment: !approved,
    CustomerPayments: [],
    ProposalGroups: [
      {
        Id: 1,
        Name: 'Plant Health Care',
        ServiceGroupId: 1,
        SeparateWorkOrderGroup: false,
        ProposalOptionGroups: [
          {
            Id: 1,
            ProposalOptions: [
              {
                Id: 1,
                ProposalItemServices: [
                  service(1, 'Pruning', 650, false),
                  service(2, 'Spray program', 180, approved),
                ],
                ProposalItemMaterials: [],
              },
            ],
          },
        ],
      },
    ],
    WorkOrderIds: [],
    CanEdit: false,
    CanPay: false,
    CanConfirmWithoutDownPayment: false,
    HasInvoices: false,
    EncryptedId: null,
  };
}
