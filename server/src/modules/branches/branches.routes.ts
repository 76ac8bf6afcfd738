import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  Branch,
  BranchChoices,
  BranchEmployeeParams,
  BranchGrowingDegreeDay,
  BranchLookupQuery,
  BranchOption,
  BranchRow,
  BranchSearch,
  ConflictOf,
  ErrorBody,
  IdName,
  IdParams,
  NewBranch,
  Ok,
  SaveBranch,
  SaveBranchServiceGroups,
  SaveServiceGroupContent,
  ServiceGroupContent,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { BranchesService } from './branches.service';
import { branchAccess } from './branches.access';

const { view, edit, pick } = branchAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Branches'];

export const branchesRoutes =
  (svc: BranchesService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/branches/_search',
      {
        config: pick,
        schema: { tags, body: BranchSearch, response: { 200: Type.Array(BranchRow), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.post(
      '/branches/simple/_search',
      {
        config: pick,
        schema: { tags, body: BranchSearch, response: { 200: Type.Array(BranchOption), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.simpleSearch(req.auth, req.body)),
    );
    app.get(
      '/branches/_search',
      {
        config: pick,
        schema: {
          tags,
          querystring: BranchLookupQuery,
          response: { 200: Type.Array(BranchOption), ...errors },
        },
      },
      async (req, reply) => sendList(reply, await svc.lookup(req.auth, req.query)),
    );
    app.get(
      '/branches/employee/:employeeId/:claimTypeId',
      {
        config: pick,
        schema: { tags, params: BranchEmployeeParams, response: { 200: BranchChoices, ...errors } },
      },
      async (req) => svc.choicesFor(req.auth, req.params.employeeId, req.params.claimTypeId),
    );
    app.get(
      '/branches/managed-branch/:employeeId/:claimTypeId',
      {
        config: pick,
        schema: {
          tags,
          params: BranchEmployeeParams,
          response: { 200: Type.Array(BranchOption), ...errors },
        },
      },
      async (req) => svc.managedBy(req.auth, req.params.employeeId, req.params.claimTypeId),
    );
    app.get(
      '/branches/statuses',
      { config: pick, schema: { tags, response: { 200: Type.Array(IdName) } } },
      async () => svc.statuses(),
    );
    app.get(
      '/branches/serviceGroups',
      { config: pick, schema: { tags, response: { 200: Type.Array(IdName) } } },
      async () => svc.serviceGroups(),
    );
    app.post(
      '/branches/serviceGroups',
      {
        config: edit,
        schema: {
          tags,
          body: SaveBranchServiceGroups,
          response: { 200: Branch, 409: ConflictOf(Branch), ...errors },
        },
      },
      async (req) => svc.saveServiceGroups(req.auth, req.body),
    );
    app.post(
      '/branches/serviceGroupContent',
      {
        config: edit,
        schema: { tags, body: SaveServiceGroupContent, response: { 200: ServiceGroupContent, ...errors } },
      },
      async (req) => svc.saveServiceGroupContent(req.auth, req.body),
    );
    app.get(
      '/branches/:id',
      { config: view, schema: { tags, params: IdParams, response: { 200: Branch, ...errors } } },
      async (req) => svc.get(req.auth, req.params.id),
    );
    app.get(
      '/branches/:id/GrowingDegreeDay',
      {
        config: pick,
        schema: { tags, params: IdParams, response: { 200: BranchGrowingDegreeDay, ...errors } },
      },
      async (req) => svc.growingDegreeDay(req.auth, req.params.id),
    );
    app.post(
      '/branches',
      { config: edit, schema: { tags, body: NewBranch, response: { 200: Branch, ...errors } } },
      async (req) => svc.create(req.auth, req.body),
    );
    app.put(
      '/branches',
      {
        config: edit,
        schema: { tags, body: SaveBranch, response: { 200: Branch, 409: ConflictOf(Branch), ...errors } },
      },
      async (req) => svc.save(req.auth, req.body),
    );
    app.delete(
      '/branches/:id',
      { config: edit, schema: { tags, params: IdParams, response: { 200: Ok, ...errors } } },
      async (req) => {
        await svc.remove(req.auth, req.params.id);
        return {};
      },
    );
  };
