import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CustomerSubmission,
  CustomerWorkAuthorization,
  ErrorBody,
  WorkAuthorization,
  type CustomerWorkAuthorization as CustomerWa,
  type WorkAuthorization as Wa,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import type { Db } from '../../platform/db';
import type { EncryptedIds } from '../../platform/encrypted-ids';
import { waFromLink } from './work-authorization-customer';
import type { WorkAuthorizationPaymentsService } from './work-authorization-payments.service';
import { reachWaToEdit, waAccess } from './work-authorizations.access';

/**
 * The customer page's admin view (/authorization?id=…&view=admin, spec §2 and §6: "admin view acts as
 * sales rep"). The link alone is not enough here: the caller must be signed in with edit rights on
 * WorkAuthorizations and reach the authorization (another branch's is 404, ReadOnly 403), so a
 * customer who adds view=admin to the address gets nothing the customer view does not give.
 */
export function waAdminViewService(db: Db, ids: EncryptedIds, money: WorkAuthorizationPaymentsService) {
  async function reach(auth: AuthContext, link: string) {
    requireClaim(auth, waAccess.edit);
    const row = await waFromLink(db, ids, link);
    return reachWaToEdit(db, auth, row.id);
  }

  return {
    async byEncryptedId(auth: AuthContext, link: string): Promise<CustomerWa> {
      const row = await reach(auth, link);
      return money.branded(auth, row.id);
    },
    /** The approval taken by the rep: the customer's rules, recorded as the rep's (SalesRep, them). */
    async save(auth: AuthContext, body: CustomerSubmission): Promise<Wa> {
      await reach(auth, body.EncryptedId);
      return money.customerSave(body, auth);
    },
  };
}

const tags = ['Work authorization'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const LinkParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 500 }) });

export const waAdminViewRoutes =
  (svc: ReturnType<typeof waAdminViewService>): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/workAuthorization/admin/getByEncryptedId/:id',
      {
        config: waAccess.edit,
        schema: { tags, params: LinkParams, response: { 200: CustomerWorkAuthorization, ...errors } },
      },
      async (req) => svc.byEncryptedId(req.auth, req.params.id),
    );
    app.put(
      '/workAuthorization/admin/customerPayments/save',
      {
        config: waAccess.edit,
        schema: {
          tags,
          body: CustomerSubmission,
          response: { 200: WorkAuthorization, 409: ErrorBody, 502: ErrorBody, 503: ErrorBody, ...errors },
        },
      },
      async (req) => svc.save(req.auth, req.body),
    );
  };
