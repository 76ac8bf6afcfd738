import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, IdParams, Ok, SavedSearch } from '@canopy/shared';
import type { SearchesService } from './searches.service';

const own = { access: { signedIn: true as const } };
const tags = ['Saved searches'];
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const NewSavedSearch = Type.Object({
  Name: Type.String({ maxLength: 100 }),
  EmployeeId: Type.Integer(),
  SearchTypeId: Type.Integer({ minimum: 1 }),
  Filters: Type.String({ maxLength: 20000 }),
});

export const searchesRoutes =
  (svc: SearchesService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/searches/employee/:employeeId/:searchTypeId',
      {
        config: own,
        schema: {
          tags,
          params: Type.Object({ employeeId: Type.Integer(), searchTypeId: Type.Integer() }),
          response: { 200: Type.Array(SavedSearch), ...errors },
        },
      },
      async (req) => svc.list(req.auth, req.params.employeeId, req.params.searchTypeId),
    );
    app.post(
      '/searches',
      { config: own, schema: { tags, body: NewSavedSearch, response: { 200: SavedSearch, ...errors } } },
      async (req) => svc.create(req.auth, req.body),
    );
    app.put(
      '/searches',
      {
        config: own,
        schema: {
          tags,
          body: Type.Object({ Id: Type.Integer(), ...NewSavedSearch.properties }),
          response: { 200: SavedSearch, ...errors },
        },
      },
      async (req) => svc.update(req.auth, req.body),
    );
    app.delete(
      '/searches/:id',
      { config: own, schema: { tags, params: IdParams, response: { 200: Ok, ...errors } } },
      async (req) => {
        await svc.remove(req.auth, req.params.id);
        return {};
      },
    );
  };
