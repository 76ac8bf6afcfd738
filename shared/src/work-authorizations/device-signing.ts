import { Type, type Static } from 'typebox';
import { Bounds } from '../platform/bounds';
import { Nullable } from '../platform/nullable';
import { WorkAuthorization } from './schemas';

/**
 * A work authorization as the crew app holds it: the office's record, the location it is for (so the
 * device finds it from a work order or location there) and the fingerprint of its terms, which a
 * signature made on the device is bound to.
 */
export const SyncWorkAuthorization = Type.Object({
  ...WorkAuthorization.properties,
  AccountLocationId: Type.Integer(),
  TermsHash: Type.String(),
  SignerName: Nullable(Type.String()),
  SignedAt: Nullable(Type.String()),
});
export type SyncWorkAuthorization = Static<typeof SyncWorkAuthorization>;

/** Each line's approval as the customer left it on the device. */
export const SignedServiceApproval = Type.Object({
  ProposalItemServiceId: Bounds.Id(),
  Approved: Type.Boolean(),
  /** The service's visits by id; a service without visits has none. */
  Visits: Type.Array(Type.Object({ Id: Bounds.Id(), Approved: Type.Boolean() }), { maxItems: 100 }),
});
export type SignedServiceApproval = Static<typeof SignedServiceApproval>;

export const SignedMaterialApproval = Type.Object({
  ProposalItemMaterialId: Bounds.Id(),
  Approved: Type.Boolean(),
});
export type SignedMaterialApproval = Static<typeof SignedMaterialApproval>;

/**
 * The customer's approval and signature taken on a device, perhaps with no signal: it is sent later
 * through the outbox, and the server takes it only while the proposal still hashes to `TermsHash`.
 */
export const CustomerSignature = Type.Object({
  Services: Type.Array(SignedServiceApproval, { maxItems: 500 }),
  Materials: Type.Array(SignedMaterialApproval, { maxItems: 500 }),
  /** The drawn signature as a PNG data URL, as the customer page keeps it. */
  Signature: Type.String({ minLength: 1, maxLength: 500_000 }),
  SignerName: Type.String({ maxLength: 100 }),
  TermsHash: Type.String({ minLength: 32, maxLength: 32 }),
  /** When the customer signed, by the device's clock. */
  SignedAt: Type.String({ minLength: 10, maxLength: 40 }),
});
export type CustomerSignature = Static<typeof CustomerSignature>;
