import { Type, type Static } from 'typebox';
import { Bounds } from '../platform/bounds';
import { Nullable } from '../platform/nullable';

// Percentages typed to the hundredth; a renewal raises prices, so 0 to 100.
const Percent = Type.Number({ minimum: 0, maximum: 100, multipleOf: 0.01 });

/** POST proposals/genRenewables (spec §3). The year's range is a rule with the spec's message. */
export const GenerateRenewals = Type.Object({
  year: Type.Integer({ minimum: -99_999, maximum: 99_999 }),
  plantHealthCareIncrease: Type.Optional(Percent),
  fertilizationIncrease: Type.Optional(Percent),
  lawnCareIncrease: Type.Optional(Percent),
});
export type GenerateRenewals = Static<typeof GenerateRenewals>;

/** The answer at once: the job doing the work; NumProposals arrives in the job's result. */
export const RenewalsStarted = Type.Object({ JobId: Bounds.Id() });
export type RenewalsStarted = Static<typeof RenewalsStarted>;

/** The renewal job's result. */
export const RenewalsResult = Type.Object({ NumProposals: Type.Integer(), Year: Type.Integer() });
export type RenewalsResult = Static<typeof RenewalsResult>;

/** GET jobs/{id}: a background job as its requester sees it. */
export const JobStatus = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  State: Type.Union([
    Type.Literal('queued'),
    Type.Literal('running'),
    Type.Literal('done'),
    Type.Literal('failed'),
  ]),
  Attempts: Type.Integer(),
  ProgressDone: Type.Integer(),
  ProgressTotal: Type.Integer(),
  Result: Type.Unknown(),
  Error: Nullable(Type.String()),
  CreatedAt: Nullable(Type.String()),
  FinishedAt: Nullable(Type.String()),
});
export type JobStatus = Static<typeof JobStatus>;

/**
 * GET/PUT proposals/autoDeactivate: contracts still unsigned (not Active, Rejected or Expired) this
 * many days after they were made become Expired; 0 turns it off.
 */
export const AutoDeactivate = Type.Object({ Days: Type.Integer({ minimum: 0, maximum: 3650 }) });
export type AutoDeactivate = Static<typeof AutoDeactivate>;

/** POST proposals/managePromotions: these promotions, exactly, on each of these contracts. */
export const ManagePromotions = Type.Object({
  ContractIds: Type.Array(Bounds.Id(), { minItems: 1, maxItems: 500 }),
  PromotionIds: Type.Array(Bounds.Id(), { maxItems: 50 }),
});
export type ManagePromotions = Static<typeof ManagePromotions>;

/** PUT proposals/{id}/promotions: the contract's promotions as a list of ids. */
export const PromotionIdList = Type.Array(Bounds.Id(), { maxItems: 50 });
