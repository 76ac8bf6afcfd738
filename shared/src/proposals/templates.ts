import { Type, type Static } from 'typebox';
import { Bounds } from '../platform/bounds';
import { Nullable } from '../platform/nullable';

const Flag = Type.Boolean();
const Cents = Nullable(Type.Integer());

/** A service of a template option, as the builder stores it (money in cents, hours in hundredths). */
export const TemplateService = Type.Object({
  Key: Type.Integer(),
  ServiceId: Type.Integer(),
  Service: Type.String(),
  Quantity: Type.Integer(),
  Crew: Nullable(Type.Integer()),
  Description: Nullable(Type.String()),
  EditedCostCents: Cents,
  TotalCostCents: Cents,
  PerVisitCostCents: Cents,
  EquipmentSubtotalCents: Type.Integer(),
  EstimatedHoursE2: Nullable(Type.Integer()),
  RequiresNoEquipment: Flag,
  OrderNumber: Type.Integer(),
  EquipmentTypeIds: Type.Array(Type.Integer()),
  ChemicalIds: Type.Array(Type.Integer()),
  Visits: Type.Array(
    Type.Object({ ServiceVisitId: Type.Integer(), IncludeInProgram: Flag, IncludeThisYear: Flag }),
  ),
});
export type TemplateService = Static<typeof TemplateService>;

export const TemplateMaterial = Type.Object({
  MaterialId: Type.Integer(),
  Material: Type.String(),
  /** The Key of the service it goes with, in the same option. */
  ServiceKey: Nullable(Type.Integer()),
  Description: Nullable(Type.String()),
  QuantityE2: Type.Integer(),
  UnitPriceCents: Type.Integer(),
  EditedCostCents: Cents,
  ShowPricing: Flag,
  OrderNumber: Type.Integer(),
});
export type TemplateMaterial = Static<typeof TemplateMaterial>;

/** What a template keeps of a proposal: its builder groups > option groups > options > items. */
export const ProposalTemplateContent = Type.Object({
  ServiceGroups: Type.Array(
    Type.Object({ ServiceGroupId: Type.Integer(), Name: Type.String(), ProposalSortOrder: Type.Integer() }),
  ),
  Groups: Type.Array(
    Type.Object({
      Name: Type.String(),
      ServiceGroupId: Type.Integer(),
      SeparateWorkOrderGroup: Flag,
      ShowPricing: Flag,
      OptionGroups: Type.Array(
        Type.Object({
          Options: Type.Array(
            Type.Object({
              Services: Type.Array(TemplateService),
              Materials: Type.Array(TemplateMaterial),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type ProposalTemplateContent = Static<typeof ProposalTemplateContent>;

const listFields = {
  Id: Type.Integer(),
  Name: Type.String(),
  Description: Nullable(Type.String()),
  SourceProposalId: Nullable(Type.Integer()),
  GroupCount: Type.Integer(),
  ItemCount: Type.Integer(),
  CreatedDate: Type.String(),
  UpdatedDate: Type.String(),
  Version: Type.Integer(),
};
export const ProposalTemplateListItem = Type.Object(listFields);
export type ProposalTemplateListItem = Static<typeof ProposalTemplateListItem>;

export const ProposalTemplate = Type.Object({ ...listFields, Content: ProposalTemplateContent });
export type ProposalTemplate = Static<typeof ProposalTemplate>;

/** GET proposals/proposaltemplates (spec §7: skip, take, q; 12 a page). */
export const ProposalTemplateQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  skip: Type.Optional(Bounds.Skip()),
  take: Type.Optional(Bounds.Take()),
});
export type ProposalTemplateQuery = Static<typeof ProposalTemplateQuery>;

/**
 * POST proposals/proposaltemplates/save keeps a proposal (ProposalId) as a new template; PUT renames
 * one (Id, Version) and, with a ProposalId, takes that proposal's builder content again.
 */
export const SaveProposalTemplate = Type.Object({
  Id: Type.Optional(Bounds.IdOrNew()),
  Version: Type.Optional(Bounds.Version()),
  ProposalId: Type.Optional(Nullable(Bounds.Id())),
  Name: Type.String({ maxLength: 100 }),
  Description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
});
export type SaveProposalTemplate = Static<typeof SaveProposalTemplate>;

/** POST proposals/proposaltemplates/{id}/proposals: a new Created proposal from the template. */
export const StartFromTemplate = Type.Object({
  AccountLocationId: Bounds.Id(),
  AccountId: Type.Optional(Nullable(Bounds.Id())),
  SalesRepId: Type.Optional(Nullable(Bounds.Id())),
});
export type StartFromTemplate = Static<typeof StartFromTemplate>;

export const TemplateMessages = {
  NameRequired: 'Please enter a template name',
  ProposalRequired: 'Please choose the proposal to keep as a template',
  EmptyProposal: 'The proposal has no groups to keep as a template.',
} as const;
