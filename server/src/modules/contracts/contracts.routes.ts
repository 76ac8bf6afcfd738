import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AutoDeactivate,
  ErrorBody,
  GenerateRenewals,
  ManagePromotions,
  Ok,
  RenewalsStarted,
} from '@canopy/shared';
import type { autoDeactivateService } from './auto-deactivate';
import { contractAccess as access } from './contracts.access';
import type { contractPromotionsService } from './contract-promotions';
import type { RenewalsService } from './renewals';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Contracts'];

/** Spec §7 Proposals: renewals, the auto-deactivate setting and bulk promotions of contracts. */
export const contractsRoutes =
  (
    renewals: RenewalsService,
    settings: ReturnType<typeof autoDeactivateService>,
    promotions: ReturnType<typeof contractPromotionsService>,
  ): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/proposals/genRenewables',
      {
        config: access.renewals,
        schema: { tags, body: GenerateRenewals, response: { 200: RenewalsStarted, ...errors } },
      },
      async (req) => renewals.start(req.auth, req.body),
    );
    app.get(
      '/proposals/autoDeactivate',
      { config: access.settings, schema: { tags, response: { 200: AutoDeactivate, ...errors } } },
      async (req) => settings.get(req.auth),
    );
    app.put(
      '/proposals/autoDeactivate',
      {
        config: access.settings,
        schema: { tags, body: AutoDeactivate, response: { 200: AutoDeactivate, ...errors } },
      },
      async (req) => settings.save(req.auth, req.body),
    );
    app.post(
      '/proposals/managePromotions',
      { config: access.edit, schema: { tags, body: ManagePromotions, response: { 200: Ok, ...errors } } },
      async (req) => promotions.manage(req.auth, req.body),
    );
  };
