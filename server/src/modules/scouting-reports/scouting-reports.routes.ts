import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConflictOf,
  EmailScoutingQuery,
  ErrorBody,
  IdParams,
  NewScoutingEntry,
  SaveScoutingEntry,
  ScoutingEntry,
  ScoutingItem,
  ScoutingNotes,
  ScoutingNotesInput,
  ScoutingQuery,
  ScoutingReportSent,
  ScoutingSendRefused,
  ServiceItemIdParams,
  WorkOrderIdParams,
  WorkOrderScouting,
} from '@canopy/shared';
import type { AuthContext } from '../../platform/auth/context';
import { scoutingReportAccess } from './scouting-reports.access';
import type { ScoutingReportsService } from './scouting-reports.service';

const { view, edit } = scoutingReportAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Work order scouting reports'];
const BASE = '/workOrders/workOrderScoutingInfo';

export interface ScoutingHandlers {
  reports: ScoutingReportsService;
  item(auth: AuthContext, serviceItemId: number): Promise<ScoutingItem>;
  send(
    auth: AuthContext,
    workOrderId: number,
    q: { ShortVersion?: boolean; Resend?: boolean },
  ): Promise<ScoutingReportSent>;
}

export const scoutingReportsRoutes =
  ({ reports, item, send }: ScoutingHandlers): FastifyPluginAsyncTypebox =>
  async (app) => {
    const entry = { 200: ScoutingEntry, ...errors };
    app.post(BASE, { config: edit, schema: { tags, body: NewScoutingEntry, response: entry } }, async (req) =>
      reports.add(req.auth, req.body),
    );
    app.put(
      BASE,
      {
        config: edit,
        schema: { tags, body: SaveScoutingEntry, response: { ...entry, 409: ConflictOf(ScoutingEntry) } },
      },
      async (req) => reports.save(req.auth, req.body),
    );
    app.get(
      `${BASE}/serviceItem/:serviceItemId`,
      {
        config: view,
        schema: { tags, params: ServiceItemIdParams, response: { 200: ScoutingItem, ...errors } },
      },
      async (req) => item(req.auth, req.params.serviceItemId),
    );
    app.get(
      `${BASE}/:workOrderId`,
      {
        config: view,
        schema: {
          tags,
          params: WorkOrderIdParams,
          querystring: ScoutingQuery,
          response: { 200: WorkOrderScouting, ...errors },
        },
      },
      async (req) => reports.get(req.auth, req.params.workOrderId, !!req.query.IncludeArchived),
    );
    app.get(
      `${BASE}/:workOrderId/emailScoutingReport`,
      {
        config: edit,
        schema: {
          tags,
          params: WorkOrderIdParams,
          querystring: EmailScoutingQuery,
          response: { 200: ScoutingReportSent, ...errors, 400: ScoutingSendRefused, 502: ErrorBody },
        },
      },
      async (req) => send(req.auth, req.params.workOrderId, req.query),
    );
    app.post(
      `${BASE}/:id/toggleArchived`,
      { config: edit, schema: { tags, params: IdParams, response: entry } },
      async (req) => reports.toggleArchived(req.auth, req.params.id),
    );
    app.put(
      `${BASE}/:workOrderId/updateNotes`,
      {
        config: edit,
        schema: {
          tags,
          params: WorkOrderIdParams,
          body: ScoutingNotesInput,
          response: { 200: ScoutingNotes, ...errors },
        },
      },
      async (req) => reports.updateNotes(req.auth, req.params.workOrderId, req.body.ScoutingReportNotes),
    );
  };
