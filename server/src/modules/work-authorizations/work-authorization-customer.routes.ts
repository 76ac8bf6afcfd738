import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CustomerMaterialApprove,
  CustomerServiceApprove,
  ErrorBody,
  WorkAuthorization,
} from '@canopy/shared';
import type { WaCustomerService } from './work-authorization-customer';
import { waAccess } from './work-authorizations.access';

const tags = ['Work authorization'];
const response = { 200: WorkAuthorization, 400: ErrorBody, 404: ErrorBody };

/**
 * The customer page's approvals (spec §2: the customer approves services and visits), public and
 * authenticated by the encrypted id alone, as getByEncryptedId and customerPayments/save are.
 */
export const waCustomerRoutes =
  (svc: WaCustomerService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.put(
      '/workAuthorization/customer/service/UpdateApproveStatus',
      { config: waAccess.public, schema: { tags, body: CustomerServiceApprove, response } },
      async (req) => svc.approveService(req.body),
    );
    app.put(
      '/workAuthorization/customer/material/UpdateApproveStatus',
      { config: waAccess.public, schema: { tags, body: CustomerMaterialApprove, response } },
      async (req) => svc.approveMaterial(req.body),
    );
  };
