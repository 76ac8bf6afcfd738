import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CertificationStatusList,
  CertificationTypeList,
  Employee,
  EmployeeRow,
  EmployeeSearch,
  EmployeeStatusList,
  ErrorBody,
  IdParams,
  JobTitleList,
  Lookup,
  NewEmployee,
  Ok,
  StandardCertificationList,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import { sendList } from '../../platform/lists';
import { userRolesRepo } from '../user-roles/user-roles.repo';
import type { EmployeesService } from './employees.service';
import { employeeAccess } from './employees.access';

const { list, view, full, anyone } = employeeAccess;
const tags = ['Employees'];
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const Lookups = Type.Array(Lookup);
const fixed = (rows: { Id: number; Name: string }[]) => async () => rows;

export const employeesRoutes =
  (svc: EmployeesService, db: Db): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/employees/_search',
      {
        config: list,
        schema: { tags, body: EmployeeSearch, response: { 200: Type.Array(EmployeeRow), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.post(
      '/employees/_search/csv',
      { config: list, schema: { tags, body: EmployeeSearch } },
      async (req, reply) =>
        reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', 'attachment; filename="employees.csv"')
          .send(await svc.csv(req.auth, req.body)),
    );
    app.get(
      '/employees/_search',
      {
        config: anyone,
        schema: {
          tags,
          querystring: Type.Object({
            q: Type.Optional(Type.String({ maxLength: 100 })),
            skip: Type.Optional(Type.Integer({ minimum: 0 })),
            take: Type.Optional(Type.Integer({ minimum: 1, maximum: 999 })),
          }),
          response: { 200: Lookups },
        },
      },
      async (req) => svc.simple(req.auth, { query: req.query.q, skip: req.query.skip, take: req.query.take }),
    );
    app.get(
      '/employees/simple',
      { config: anyone, schema: { tags, response: { 200: Lookups } } },
      async (req) => svc.simple(req.auth, { take: 999 }),
    );
    app.get(
      '/employees/employeesByJobTitles',
      {
        config: anyone,
        schema: {
          tags,
          querystring: Type.Object({ jobTitleIds: Type.Array(Type.Integer()) }),
          response: { 200: Lookups },
        },
      },
      async (req) => svc.simple(req.auth, { jobTitleIds: req.query.jobTitleIds, take: 999 }),
    );
    app.get(
      '/employees/arborists/:branchId',
      {
        config: anyone,
        schema: {
          tags,
          params: Type.Object({ branchId: Type.Integer({ minimum: 0 }) }),
          response: { 200: Lookups },
        },
      },
      async (req) =>
        svc.simple(req.auth, { jobTitleIds: [2], branchId: req.params.branchId || undefined, take: 999 }),
    );
    app.get(
      '/employees/statuses',
      { config: anyone, schema: { tags, response: { 200: Lookups } } },
      fixed(EmployeeStatusList),
    );
    app.get(
      '/employees/jobtitles',
      { config: anyone, schema: { tags, response: { 200: Lookups } } },
      fixed(JobTitleList),
    );
    app.get(
      '/employees/certificationTypes',
      { config: anyone, schema: { tags, response: { 200: Lookups } } },
      fixed(CertificationTypeList),
    );
    app.get(
      '/employees/certificationStatuses',
      { config: anyone, schema: { tags, response: { 200: Lookups } } },
      fixed(CertificationStatusList),
    );
    app.get(
      '/employees/standardCertifications',
      { config: anyone, schema: { tags, response: { 200: Lookups } } },
      fixed(StandardCertificationList),
    );
    // The access levels a portal sign-in can be given are the user roles.
    app.get(
      '/employees/accessLevels',
      { config: view, schema: { tags, response: { 200: Lookups } } },
      async () => (await userRolesRepo(db).names()).map((r) => ({ Id: r.id, Name: r.name })),
    );
    app.get(
      '/employees/:id',
      { config: view, schema: { tags, params: IdParams, response: { 200: Employee, ...errors } } },
      async (req) => svc.get(req.auth, req.params.id),
    );
    app.get(
      '/employees/basic/:id',
      {
        config: view,
        schema: {
          tags,
          params: IdParams,
          response: {
            200: Type.Pick(Employee, [
              'Id',
              'FirstName',
              'LastName',
              'PrimaryBranchId',
              'StatusId',
              'PhotoUrl',
              'Version',
            ]),
            ...errors,
          },
        },
      },
      async (req) => svc.get(req.auth, req.params.id),
    );
    app.post(
      '/employees/Create',
      { config: full, schema: { tags, body: NewEmployee, response: { 200: Employee, ...errors } } },
      async (req) => svc.create(req.auth, req.body),
    );
    app.put(
      '/employees/activate/:id',
      { config: full, schema: { tags, params: IdParams, response: { 200: Employee, ...errors } } },
      async (req) => svc.setStatus(req.auth, req.params.id, true),
    );
    app.put(
      '/employees/deactivate/:id',
      { config: full, schema: { tags, params: IdParams, response: { 200: Employee, ...errors } } },
      async (req) => svc.setStatus(req.auth, req.params.id, false),
    );
    app.delete(
      '/employees',
      {
        config: full,
        schema: {
          tags,
          querystring: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
          response: { 200: Ok, ...errors },
        },
      },
      async (req) => {
        await svc.remove(req.auth, req.query.id);
        return {};
      },
    );
  };
