import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  claim,
  ClaimTypeDto,
  ClaimValueDto,
  ConflictOf,
  ErrorBody,
  F,
  IdParams,
  LandingPage,
  NewUserRole,
  Ok,
  R,
  SaveUserRole,
  SearchRequest,
  UpdateClaims,
  UserRole,
  UserRoleRow,
} from '@canopy/shared';
import { sendList } from '../../platform/lists';
import type { UserRolesService } from './user-roles.service';

const view = { access: { claim: claim('UserRole', R | F) } };
const edit = { access: { claim: claim('UserRole', F) } };
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
      async (req, reply) => sendList(reply, await svc.search(req.body)),
    );
    app.get(
      '/userRoles/claimValues',
      { config: view, schema: { tags, response: { 200: Type.Array(ClaimValueDto) } } },
      async () => svc.claimValues(),
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
      async (req, reply) => sendList(reply, svc.claimTypes(req.body.Skip ?? 0, req.body.Take ?? 10)),
    );
    app.get(
      '/userRoles/landingPages',
      { config: view, schema: { tags, response: { 200: Type.Array(LandingPage) } } },
      async () => svc.landingPages(),
    );
    app.get(
      '/userRoles/:id',
      { config: view, schema: { tags, params: IdParams, response: { 200: UserRole, ...errors } } },
      async (req) => svc.get(req.params.id),
    );
    app.post(
      '/userRoles',
      { config: edit, schema: { tags, body: NewUserRole, response: { 200: UserRole, ...errors } } },
      async (req) => svc.create(req.body),
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
      async (req) => svc.save(req.body),
    );
    app.delete(
      '/userRoles/:id',
      { config: edit, schema: { tags, params: IdParams, response: { 200: Ok, ...errors } } },
      async (req) => {
        await svc.remove(req.params.id);
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
      async (req) => svc.updateClaims(req.params.id, req.body),
    );
  };
