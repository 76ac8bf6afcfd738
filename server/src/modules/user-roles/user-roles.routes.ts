import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ClaimTypeDto,
  ClaimValueDto,
  ConflictOf,
  ErrorBody,
  IdParams,
  LandingPage,
  NewUserRole,
  Ok,
  SaveUserRole,
  SearchRequest,
  UpdateClaims,
  UserRole,
  UserRoleRow,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { UserRolesService } from './user-roles.service';
import { userRoleAccess } from './user-roles.access';

const { view, edit } = userRoleAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['User roles'];

export const userRolesRoutes =
  (svc: UserRolesService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/userRoles/_search',
      {
        config: view,
        schema: { tags, body: SearchRequest, response: { 200: Type.Array(UserRoleRow), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.get(
      '/userRoles/claimValues',
      { config: view, schema: { tags, response: { 200: Type.Array(ClaimValueDto) } } },
      async (req) => svc.claimValues(req.auth),
    );
    app.post(
      '/userRoles/claimTypes',
      {
        config: view,
        schema: {
          tags,
          body: Type.Object({
            Skip: Type.Optional(Type.Integer({ minimum: 0 })),
            Take: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
          }),
          response: { 200: Type.Array(ClaimTypeDto) },
        },
      },
      async (req, reply) =>
        sendList(reply, svc.claimTypes(req.auth, req.body.Skip ?? 0, req.body.Take ?? 10)),
    );
    app.get(
      '/userRoles/landingPages',
      { config: view, schema: { tags, response: { 200: Type.Array(LandingPage) } } },
      async (req) => svc.landingPages(req.auth),
    );
    app.get(
      '/userRoles/:id',
      { config: view, schema: { tags, params: IdParams, response: { 200: UserRole, ...errors } } },
      async (req) => svc.get(req.auth, req.params.id),
    );
    app.post(
      '/userRoles',
      { config: edit, schema: { tags, body: NewUserRole, response: { 200: UserRole, ...errors } } },
      async (req) => svc.create(req.auth, req.body),
    );
    app.put(
      '/userRoles',
      {
        config: edit,
        schema: {
          tags,
          body: SaveUserRole,
          response: { 200: UserRole, 409: ConflictOf(UserRole), ...errors },
        },
      },
      async (req) => svc.save(req.auth, req.body),
    );
    app.delete(
      '/userRoles/:id',
      { config: edit, schema: { tags, params: IdParams, response: { 200: Ok, ...errors } } },
      async (req) => {
        await svc.remove(req.auth, req.params.id);
        return {};
      },
    );
    app.put(
      '/userRoles/:id/updateClaims',
      {
        config: edit,
        schema: {
          tags,
          params: IdParams,
          body: UpdateClaims,
          response: { 200: UserRole, 409: ConflictOf(UserRole), ...errors },
        },
      },
      async (req) => svc.updateClaims(req.auth, req.params.id, req.body),
    );
  };
