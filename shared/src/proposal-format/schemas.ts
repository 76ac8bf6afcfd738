import { Type, type Static } from 'typebox';
import { Bounds } from '../platform/bounds';
import { Nullable } from '../platform/nullable';

// The proposal as the customer reads it (spec §2 proposalformat.home): the staff format page, the
// public links and the printed PDF are all drawn from this one shape. Money in dollars with 2
// decimals, computed in cents on the server; a price the show-pricing flags hide is null.

const Id = Bounds.Id();
const Money = Type.Number();
const Text = (max: number) => Type.String({ maxLength: max });
export const FORMAT_TEXT_MAX = 20_000;

export const FormatPhoto = Type.Object({ Id, Url: Type.String(), Caption: Nullable(Type.String()) });
export type FormatPhoto = Static<typeof FormatPhoto>;

export const FormatLine = Type.Object({
  Kind: Type.Union([Type.Literal('Service'), Type.Literal('Material')]),
  Name: Type.String(),
  Description: Nullable(Type.String()),
  Quantity: Type.Number(),
  /** The trees and other inventory items the line treats. */
  Items: Type.Array(Type.String()),
  /** Visits of a program included this year, by title. */
  Visits: Type.Array(Type.String()),
  Price: Nullable(Money),
  Photos: Type.Array(FormatPhoto),
});
export type FormatLine = Static<typeof FormatLine>;

export const FormatOption = Type.Object({
  Id,
  /** 'Option 1', 'Option 2' … within a multi-option group; empty for a single option. */
  Label: Type.String(),
  Total: Nullable(Money),
  Lines: Type.Array(FormatLine),
});
export type FormatOption = Static<typeof FormatOption>;

export const FormatGroup = Type.Object({
  Id,
  Name: Type.String(),
  ServiceGroupId: Id,
  ShowPricing: Type.Boolean(),
  /** Whether any of its choices offers more than one option (the customer picks one). */
  MultiOption: Type.Boolean(),
  Total: Nullable(Money),
  OptionGroups: Type.Array(Type.Object({ Id, Options: Type.Array(FormatOption) })),
});
export type FormatGroup = Static<typeof FormatGroup>;

export const FormatServiceGroup = Type.Object({
  /** The proposal's service group row (the definition and recommendation are kept there). */
  Id,
  ServiceGroupId: Id,
  Name: Type.String(),
  Definition: Nullable(Type.String()),
  Recommendation: Nullable(Type.String()),
});
export type FormatServiceGroup = Static<typeof FormatServiceGroup>;

/** GET proposals/{id}/format (staff), GET proposals/format/{id} and approved-format/{id} (public). */
export const ProposalFormat = Type.Object({
  Id,
  ProposalNumber: Type.String(),
  StatusId: Type.Integer(),
  ProposalStatus: Type.String(),
  /** The public link's id; null on the public answers themselves. */
  EncryptedId: Nullable(Type.String()),
  /** Whether the caller may change the format texts now (spec §4: InventoryItems Full, no confirmed WA). */
  Editable: Type.Boolean(),
  Date: Type.String(),
  Company: Type.String(),
  Branch: Type.Object({
    Name: Type.String(),
    TermsAndConditions: Nullable(Type.String()),
    /** The branch's first phone and first fax, printed in the header (absent: none on file). */
    Phone: Type.Optional(Nullable(Type.String())),
    Fax: Type.Optional(Nullable(Type.String())),
  }),
  Customer: Type.Object({
    Account: Type.String(),
    Location: Nullable(Type.String()),
    Address: Type.String(),
    City: Type.String(),
    State: Type.String(),
    Zip: Type.String(),
  }),
  SalesRep: Type.Object({
    Name: Type.String(),
    Email: Nullable(Type.String()),
    Certifications: Type.Array(Type.String()),
  }),
  CoverLetter: Type.String(),
  ServiceGroups: Type.Array(FormatServiceGroup),
  Groups: Type.Array(FormatGroup),
  Promotions: Type.Array(Type.Object({ Name: Type.String(), DiscountPercentage: Type.Number() })),
  Subtotal: Money,
  Discount: Money,
  /** The tax rate of the service address's zip, in percent (0 for a tax-exempt account or none found). */
  TaxRate: Type.Number(),
  Tax: Money,
  Total: Money,
});
export type ProposalFormat = Static<typeof ProposalFormat>;

export const PublicFormatParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });

/** PUT proposals/{id}/format (ours): the texts the format page edits. Lists name rows to change. */
export const SaveFormatTexts = Type.Object({
  CoverLetter: Type.Optional(Text(FORMAT_TEXT_MAX)),
  ServiceGroups: Type.Optional(
    Type.Array(
      Type.Object({
        Id,
        Definition: Type.Optional(Nullable(Text(FORMAT_TEXT_MAX))),
        Recommendation: Type.Optional(Nullable(Text(FORMAT_TEXT_MAX))),
      }),
      { maxItems: 10 },
    ),
  ),
});
export type SaveFormatTexts = Static<typeof SaveFormatTexts>;

/** POST proposals/emailProposal/{id}/{send}: the message the rep writes above the attached PDF. */
export const EmailProposalParams = Type.Object({ id: Id, send: Type.Boolean() });
export const EmailProposal = Type.Object({ Html: Type.Optional(Text(FORMAT_TEXT_MAX)) });
export type EmailProposal = Static<typeof EmailProposal>;

/** POST proposals/spray-summary. */
export const SpraySummaryRequest = Type.Object({ ProposalId: Id });
export type SpraySummaryRequest = Static<typeof SpraySummaryRequest>;

export const SprayService = Type.Object({
  ProposalItemServiceId: Id,
  Group: Type.String(),
  Option: Type.String(),
  Service: Type.String(),
  Items: Type.Array(Type.String()),
  Chemicals: Type.Array(Type.String()),
  VisitsThisYear: Type.Array(Type.String()),
  VisitsInProgram: Type.Integer(),
  PerVisitCost: Nullable(Money),
  Cost: Money,
});
export type SprayService = Static<typeof SprayService>;

export const SpraySummary = Type.Object({
  ProposalId: Id,
  Services: Type.Array(SprayService),
  /** Every spray application this year: the visits included this year, over the services. */
  Applications: Type.Integer(),
  Chemicals: Type.Array(Type.String()),
  Total: Money,
});
export type SpraySummary = Static<typeof SpraySummary>;

/**
 * POST encryption: the encoded id of a record a customer opens without signing in. Proposals are
 * the public record served now; each further kind (work authorization, invoice) is one more literal.
 */
export const EncryptionRequest = Type.Object({ Id, Type: Type.Literal('Proposal') });
export type EncryptionRequest = Static<typeof EncryptionRequest>;
export const EncryptedIdResult = Type.Object({ EncryptedId: Type.String() });
export type EncryptedIdResult = Static<typeof EncryptedIdResult>;
