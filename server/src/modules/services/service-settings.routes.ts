import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CompanySetting,
  ErrorBody,
  IdName,
  IdParams,
  RecurrenceMax,
  SaveServiceGroupContents,
  ServiceGroupWithContent,
  ServiceLookups,
  ServiceVisitOption,
  ServiceVisitsQuery,
} from '@canopy/shared';
import type { CompanySettings } from './company-settings';
import type { ServiceLookupsService } from './service-lookups.service';
import { serviceAccess } from './services.access';

const { pick, editGroups, settingsScreen } = serviceAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Service settings'];

export const serviceSettingsRoutes =
  (lookups: ServiceLookupsService, settings: CompanySettings): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/services/lookups',
      { config: pick, schema: { tags, response: { 200: ServiceLookups } } },
      async () => lookups.lookups(),
    );
    app.get(
      '/services/codes',
      { config: pick, schema: { tags, response: { 200: Type.Array(Type.String()) } } },
      async () => lookups.codes(),
    );
    app.get(
      '/services/visits',
      {
        config: pick,
        schema: { tags, querystring: ServiceVisitsQuery, response: { 200: Type.Array(ServiceVisitOption) } },
      },
      async (req) => lookups.visits(req.query.serviceId),
    );
    app.get(
      '/services/groups',
      { config: pick, schema: { tags, response: { 200: Type.Array(ServiceGroupWithContent) } } },
      async () => lookups.groups(),
    );
    app.put(
      '/services/groups',
      {
        config: editGroups,
        schema: {
          tags,
          body: SaveServiceGroupContents,
          response: { 200: Type.Array(ServiceGroupWithContent), ...errors },
        },
      },
      async (req) => lookups.saveGroups(req.auth, req.body),
    );
    app.get(
      '/services/recurrence',
      { config: pick, schema: { tags, response: { 200: RecurrenceMax } } },
      async () => settings.getRecurrence(),
    );
    app.put(
      '/services/recurrence',
      {
        config: settingsScreen,
        schema: { tags, body: RecurrenceMax, response: { 200: RecurrenceMax, ...errors } },
      },
      async (req) => settings.saveRecurrence(req.auth, req.body),
    );
    app.get(
      '/reportOptions/all',
      { config: pick, schema: { tags, response: { 200: Type.Array(IdName) } } },
      async () => lookups.reportOptions(),
    );
    app.get(
      '/settings',
      { config: pick, schema: { tags: ['Settings'], response: { 200: Type.Array(CompanySetting) } } },
      async () => settings.list(),
    );
    app.get(
      '/settings/:id',
      {
        config: pick,
        schema: { tags: ['Settings'], params: IdParams, response: { 200: CompanySetting, ...errors } },
      },
      async (req) => settings.get(req.params.id),
    );
  };
