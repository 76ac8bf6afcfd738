import { Type, type Static } from 'typebox';
import { Bounds } from '../platform/bounds';
import { Nullable } from '../platform/nullable';

// The builder's wire shapes (spec §3 Proposals and contracts, §7 Builder). Money travels as dollars
// with 2 decimals and is held as cents; units, hours and quantities as numbers with 2 decimals held
// as hundredths.

const Id = Bounds.Id();
const Dollars = Type.Number({ minimum: -100_000_000, maximum: 100_000_000, multipleOf: 0.01 });
const Units = Type.Number({ minimum: 0, maximum: 10_000_000, multipleOf: 0.01 });
const Opt = <T extends Parameters<typeof Nullable>[0]>(t: T) => Type.Optional(Nullable(t));
export const BUILDER_DESCRIPTION_MAX = 4000;

export const BuilderPhoto = Type.Object({
  Id,
  Url: Type.String(),
  Caption: Nullable(Type.String()),
  Order: Type.Integer(),
});
export type BuilderPhoto = Static<typeof BuilderPhoto>;

export const ProposalItemServiceServiceItem = Type.Object({
  Id,
  ServiceItemId: Id,
  Name: Type.String(),
  SizeId: Nullable(Id),
  ServiceUnits: Type.Number(),
  PricingUnits: Type.Number(),
});
export const ProposalItemServiceVisit = Type.Object({
  Id,
  ServiceVisitId: Id,
  Title: Type.String(),
  IncludeInProgram: Type.Boolean(),
  IncludeThisYear: Type.Boolean(),
});

export const ProposalItemService = Type.Object({
  Id,
  ProposalId: Id,
  ProposalOptionId: Id,
  ProposalServiceGroupId: Id,
  ServiceId: Id,
  Service: Type.String(),
  ServiceTypeId: Type.Integer(),
  Quantity: Type.Integer(),
  Crew: Nullable(Type.Integer()),
  Description: Nullable(Type.String()),
  EditedCost: Nullable(Type.Number()),
  PrevActualCost: Nullable(Type.Number()),
  TotalCost: Nullable(Type.Number()),
  PerVisitCost: Nullable(Type.Number()),
  /** The line's cost by the spec's precedence (edited, previous actual, total). */
  Cost: Type.Number(),
  EquipmentSubtotal: Type.Number(),
  EstimatedHours: Nullable(Type.Number()),
  RequiresNoEquipment: Type.Boolean(),
  Equipment: Type.Array(Type.Object({ Id, EquipmentId: Id, Name: Type.String() })),
  orderNumber: Type.Integer(),
  Photos: Type.Array(BuilderPhoto),
  Visits: Type.Array(ProposalItemServiceVisit),
  Chemicals: Type.Array(Type.Object({ Id, ChemicalId: Id, Name: Type.String() })),
  ProposalItemServiceServiceItems: Type.Array(ProposalItemServiceServiceItem),
  Version: Type.Integer(),
});
export type ProposalItemService = Static<typeof ProposalItemService>;

export const ProposalItemMaterial = Type.Object({
  Id,
  ProposalId: Id,
  ProposalOptionId: Id,
  ProposalServiceGroupId: Id,
  MaterialId: Id,
  Material: Type.String(),
  MaterialTypeId: Type.Integer(),
  ProposalItemServiceId: Nullable(Id),
  ServiceItemId: Nullable(Id),
  Description: Nullable(Type.String()),
  Quantity: Type.Number(),
  UnitPrice: Type.Number(),
  ActualCost: Nullable(Type.Number()),
  EditedCost: Nullable(Type.Number()),
  Cost: Type.Number(),
  ShowPricing: Type.Boolean(),
  Photos: Type.Array(BuilderPhoto),
  Version: Type.Integer(),
});
export type ProposalItemMaterial = Static<typeof ProposalItemMaterial>;

export const ProposalOption = Type.Object({
  Id,
  Order: Type.Integer(),
  Total: Type.Number(),
  ProposalItemServices: Type.Array(ProposalItemService),
  ProposalItemMaterials: Type.Array(ProposalItemMaterial),
});
export type ProposalOption = Static<typeof ProposalOption>;
export const ProposalOptionGroup = Type.Object({
  Id,
  Order: Type.Integer(),
  Total: Type.Number(),
  ProposalOptions: Type.Array(ProposalOption),
});
export type ProposalOptionGroup = Static<typeof ProposalOptionGroup>;
export const ProposalGroup = Type.Object({
  Id,
  Name: Type.String(),
  ProposalServiceGroupId: Id,
  ServiceGroupId: Id,
  SeparateWorkOrderGroup: Type.Boolean(),
  ShowPricing: Type.Boolean(),
  Order: Type.Integer(),
  Total: Type.Number(),
  ProposalOptionGroups: Type.Array(ProposalOptionGroup),
});
export type ProposalGroup = Static<typeof ProposalGroup>;
export const ProposalServiceGroup = Type.Object({
  Id,
  ServiceGroupId: Id,
  ProposalSortOrder: Type.Integer(),
});

/** GET proposals/builder/{id}: the whole builder with the server's totals. */
export const Builder = Type.Object({
  Id,
  ProposalNumber: Nullable(Type.Integer()),
  StatusId: Type.Integer(),
  ProposalTypeId: Type.Integer(),
  AccountLocationId: Id,
  SalesRepId: Nullable(Id),
  /** Whether the caller may change this proposal now (claim, reach and status). */
  Editable: Type.Boolean(),
  ProposalServiceGroups: Type.Array(ProposalServiceGroup),
  ProposalGroups: Type.Array(ProposalGroup),
  Promotions: Type.Array(Type.Object({ Name: Type.String(), DiscountPercentage: Type.Number() })),
  /** The crew and equipment the proposal's work needs as a whole (PUT proposals/{id}/crew, /Equipment). */
  Crew: Nullable(Type.Integer()),
  Equipment: Type.Array(Type.Object({ Id, EquipmentId: Id, Name: Type.String() })),
  Subtotal: Type.Number(),
  Discount: Type.Number(),
  Total: Type.Number(),
});
export type Builder = Static<typeof Builder>;

/** POST proposals/ProposalData: what the add dialog chose. Checked by addRefusal, in the spec's order. */
export const ProposalData = Type.Object({
  ProposalId: Id,
  ServiceGroupId: Opt(Id),
  ServiceId: Opt(Id),
  MaterialId: Opt(Id),
  ServiceItemIds: Type.Optional(Type.Array(Id, { maxItems: 500 })),
  Quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  MaterialQuantity: Type.Optional(Units),
});
export type ProposalData = Static<typeof ProposalData>;

const ItemLineInput = Type.Object({
  ServiceItemId: Id,
  ServiceUnits: Type.Optional(Units),
  PricingUnits: Type.Optional(Units),
});
const VisitInput = Type.Object({
  ServiceVisitId: Id,
  IncludeInProgram: Type.Boolean(),
  IncludeThisYear: Type.Boolean(),
});

/** PUT proposals/ProposalItemService/{proposalId}: the edit form; lists sent replace the stored ones. */
export const SaveProposalItemService = Type.Object({
  Id,
  Version: Bounds.Version(),
  Quantity: Type.Integer({ minimum: 1, maximum: 10_000 }),
  Crew: Opt(Type.Integer({ minimum: 0, maximum: 100 })),
  Description: Opt(Type.String({ maxLength: BUILDER_DESCRIPTION_MAX })),
  EditedCost: Opt(Dollars),
  EstimatedHours: Opt(Units),
  RequiresNoEquipment: Type.Boolean(),
  EquipmentIds: Type.Optional(Type.Array(Id, { maxItems: 100 })),
  ChemicalIds: Type.Optional(Type.Array(Id, { maxItems: 100 })),
  Visits: Type.Optional(Type.Array(VisitInput, { maxItems: 100 })),
  ServiceItems: Type.Optional(Type.Array(ItemLineInput, { maxItems: 500 })),
});
export type SaveProposalItemService = Static<typeof SaveProposalItemService>;

/** PUT proposals/ProposalItemMaterial/{proposalId}. */
export const SaveProposalItemMaterial = Type.Object({
  Id,
  Version: Bounds.Version(),
  Quantity: Units,
  UnitPrice: Dollars,
  EditedCost: Opt(Dollars),
  Description: Opt(Type.String({ maxLength: BUILDER_DESCRIPTION_MAX })),
  ShowPricing: Type.Boolean(),
  ServiceItemId: Opt(Id),
  ProposalItemServiceId: Opt(Id),
});
export type SaveProposalItemMaterial = Static<typeof SaveProposalItemMaterial>;

/** PUT …/ProposalItemServiceServiceItem/edited-cost. */
export const SaveEditedCost = Type.Object({ ProposalItemServiceId: Id, EditedCost: Nullable(Dollars) });
export type SaveEditedCost = Static<typeof SaveEditedCost>;

/** POST proposals/ProposalItemServiceServiceItem: one more inventory item on a service. */
export const AddServiceItemLine = Type.Object({
  ProposalItemServiceId: Id,
  ServiceItemId: Id,
  ServiceUnits: Type.Optional(Units),
  PricingUnits: Type.Optional(Units),
});
export type AddServiceItemLine = Static<typeof AddServiceItemLine>;

/** PUT proposals/proposalItemServiceEquipment/{proposalId}. */
export const SaveItemEquipment = Type.Object({
  ProposalItemServiceId: Id,
  RequiresNoEquipment: Type.Boolean(),
  EquipmentIds: Type.Array(Id, { maxItems: 100 }),
});
export type SaveItemEquipment = Static<typeof SaveItemEquipment>;

/** PUT proposals/ProposalServiceGroup/{proposalId}: the service groups' order in the proposal. */
export const SaveServiceGroupOrder = Type.Array(Type.Object({ Id, ProposalSortOrder: Type.Integer() }), {
  maxItems: 10,
});
export type SaveServiceGroupOrder = Static<typeof SaveServiceGroupOrder>;

/** POST proposals/GroupOptions: the options (each an item's own option) to offer as one choice. */
export const GroupOptions = Type.Object({
  ProposalId: Id,
  ProposalOptionIds: Type.Array(Id, { maxItems: 50 }),
});
export type GroupOptions = Static<typeof GroupOptions>;

/** POST proposals/groups/{proposalId}: names and separate-work-order flags of the groups. */
export const SaveGroups = Type.Array(
  Type.Object({
    Id,
    Name: Type.String({ minLength: 1, maxLength: 100 }),
    SeparateWorkOrderGroup: Type.Boolean(),
  }),
  { maxItems: 500 },
);
export type SaveGroups = Static<typeof SaveGroups>;

/** POST proposals/groups/update-show-pricing/{proposalId}. */
export const SaveShowPricing = Type.Object({ ProposalGroupId: Id, ShowPricing: Type.Boolean() });
export type SaveShowPricing = Static<typeof SaveShowPricing>;

/** PUT proposals/proposalItemImage/{id} and proposalItemMaterialImage/{id}. */
export const SavePhoto = Type.Object({
  Caption: Opt(Type.String({ maxLength: 10_000 })),
  Order: Type.Integer(),
});
export type SavePhoto = Static<typeof SavePhoto>;
export const SavedPhoto = Type.Object({ ...BuilderPhoto.properties, Warning: Type.Optional(Type.String()) });
export type SavedPhoto = Static<typeof SavedPhoto>;

/** GET proposals/getPricingTableRate/{id}: the catalogue's price of a proposal's service now. */
export const PricingTableRate = Type.Object({
  ProposalItemServiceId: Id,
  PricingOptionId: Nullable(Type.Integer()),
  PricingTypeId: Nullable(Type.Integer()),
  PerVisitCost: Nullable(Type.Number()),
  TotalCost: Nullable(Type.Number()),
});
export type PricingTableRate = Static<typeof PricingTableRate>;

/** GET proposals/serviceitems/{id}: the inventory items a proposal's services treat. */
export const ProposalServiceItem = Type.Object({
  ServiceItemId: Id,
  Name: Type.String(),
  SizeId: Nullable(Id),
  ProposalItemServiceIds: Type.Array(Id),
});
export type ProposalServiceItem = Static<typeof ProposalServiceItem>;

export const ProposalTargetParams = Type.Object({ proposalId: Id });
export const IdQuery = Type.Object({ id: Id });

/** PUT proposals/ProposalItemServiceServiceItem/{proposalId}: a service's whole list of inventory items. */
export const SaveServiceItemLines = Type.Object({
  ProposalItemServiceId: Id,
  ServiceItems: Type.Array(ItemLineInput, { maxItems: 500 }),
});
export type SaveServiceItemLines = Static<typeof SaveServiceItemLines>;

/** POST proposals/ProposalItemService: one more service in an option the builder already shows. */
export const AddProposalItemService = Type.Object({
  ProposalId: Id,
  ProposalOptionId: Id,
  ServiceId: Id,
  ServiceItemIds: Type.Optional(Type.Array(Id, { maxItems: 500 })),
  Quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
});
export type AddProposalItemService = Static<typeof AddProposalItemService>;

/** POST proposals/ProposalItemMaterial: one more material in an option, for one of its services. */
export const AddProposalItemMaterial = Type.Object({
  ProposalId: Id,
  ProposalOptionId: Id,
  MaterialId: Id,
  ProposalItemServiceId: Opt(Id),
  ServiceItemId: Opt(Id),
  Quantity: Type.Optional(Units),
});
export type AddProposalItemMaterial = Static<typeof AddProposalItemMaterial>;

/** PUT proposals/{id}/crew/{crewId}: the crew size the proposal's work needs. */
export const ProposalCrewParams = Type.Object({ id: Id, crewId: Type.Integer({ minimum: 0, maximum: 100 }) });

/** PUT proposals/{id}/Equipment: the equipment types the proposal's work needs; the list replaces the last. */
export const SaveProposalEquipment = Type.Array(Id, { maxItems: 100 });
export type SaveProposalEquipment = Static<typeof SaveProposalEquipment>;

/** GET services/basic: the active services the builder offers, in one short list. */
export const BasicService = Type.Object({
  Id,
  Name: Type.String(),
  ServiceGroupId: Id,
  ServiceTypeId: Type.Integer(),
});
export type BasicService = Static<typeof BasicService>;
