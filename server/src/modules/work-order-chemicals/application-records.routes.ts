import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ApplicationExportQuery,
  ApplicationHistory,
  ApplicationLog,
  Applicator,
  ConflictOf,
  ErrorBody,
  IdParams,
  NewApplicationRecord,
  StateProfiles,
} from '@canopy/shared';
import type { ApplicationExport } from './application-export';
import type { ApplicationRecordsService } from './application-records.service';
import { workOrderChemicalAccess } from './work-order-chemicals.access';

const { view, edit, profiles, saveProfiles } = workOrderChemicalAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Chemical application records'];

/**
 * Application records (ours, beyond the spec): revisions of a chemical line's record, the work
 * order's log, the applicators to choose from, the state profiles and the CSV export.
 */
export const applicationRecordsRoutes =
  (svc: ApplicationRecordsService, exporter: ApplicationExport): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/workOrders/chemicals/:id/applications',
      { config: view, schema: { tags, params: IdParams, response: { 200: ApplicationHistory, ...errors } } },
      async (req) => svc.history(req.auth, req.params.id),
    );
    app.post(
      '/workOrders/chemicals/:id/applications',
      {
        config: edit,
        schema: {
          tags,
          params: IdParams,
          body: NewApplicationRecord,
          response: { 200: ApplicationHistory, 409: ConflictOf(ApplicationHistory), ...errors },
        },
      },
      async (req) => svc.record(req.auth, req.params.id, req.body),
    );
    app.get(
      '/workOrders/chemicals/log/:id',
      { config: view, schema: { tags, params: IdParams, response: { 200: ApplicationLog, ...errors } } },
      async (req) => svc.log(req.auth, req.params.id),
    );
    app.get(
      '/workOrders/chemicals/applicators/:id',
      {
        config: view,
        schema: { tags, params: IdParams, response: { 200: Type.Array(Applicator), ...errors } },
      },
      async (req) => svc.applicators(req.auth, req.params.id),
    );
    app.get(
      '/workOrders/chemicals/state-profiles',
      { config: profiles, schema: { tags, response: { 200: StateProfiles, ...errors } } },
      async (req) => svc.profiles(req.auth),
    );
    app.put(
      '/workOrders/chemicals/state-profiles',
      {
        config: saveProfiles,
        schema: { tags, body: StateProfiles, response: { 200: StateProfiles, ...errors } },
      },
      async (req) => svc.saveProfiles(req.auth, req.body),
    );
    app.get(
      '/workOrders/chemicals/applications.csv',
      { config: view, schema: { tags, querystring: ApplicationExportQuery } },
      async (req, reply) =>
        reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', 'attachment; filename="chemical-applications.csv"')
          .send(exporter.csv(req.auth, req.query)),
    );
  };
