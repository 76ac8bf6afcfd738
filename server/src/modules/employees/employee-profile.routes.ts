import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  BasicInfo,
  Certification,
  ConflictOf,
  ContactInfo,
  EmergencyContactsInfo,
  Employee,
  ErrorBody,
  GeographicInfo,
  IdParams,
  PortalAccess,
  WageInfo,
  WorkInfo,
} from '@canopy/shared';
import { IMAGE_LIMITS, readUploads } from '../../platform/files/files';
import { IMAGE_KINDS } from '../../platform/files/sniff';
import type { EmployeeProfileService } from './employee-profile.service';
import { employeeAccess } from './employees.access';

// Who may save which tab is decided per employee in the service (employeeRights); here, any Employee claim.
const { view: own, full } = employeeAccess;
const tags = ['Employees'];
const saved = { 200: Employee, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ConflictOf(Employee) };

export const employeeProfileRoutes =
  (svc: EmployeeProfileService): FastifyPluginAsyncTypebox =>
  async (app) => {
    const tab = <B extends Parameters<typeof Type.Object>[0]>(
      path: string,
      body: ReturnType<typeof Type.Object<B>>,
      save: (auth: any, id: number, b: any) => Promise<unknown>,
    ) =>
      app.put(
        path,
        { config: own, schema: { tags, params: IdParams, body, response: saved } },
        async (req) => save(req.auth, req.params.id, req.body) as Promise<Employee>,
      );

    tab('/employees/:id/basicinfo', BasicInfo, svc.basicInfo);
    tab('/employees/:id/contactinfo', ContactInfo, svc.contactInfo);
    tab('/employees/:id/geographic', GeographicInfo, svc.geographic);
    tab('/employees/:id/contacts', EmergencyContactsInfo, svc.emergencyContacts);
    tab('/employees/:id/workinfo', WorkInfo, svc.workInfo);
    tab('/employees/:id/wage', WageInfo, svc.wage);

    app.put(
      '/employees/:id/portalAccess',
      { config: full, schema: { tags, params: IdParams, body: PortalAccess, response: saved } },
      async (req) => svc.portalAccess(req.auth, req.params.id, req.body),
    );
    app.delete(
      '/employees/:id/portalAccess',
      { config: full, schema: { tags, params: IdParams, response: saved } },
      async (req) => svc.removePortalAccess(req.auth, req.params.id),
    );
    app.put(
      '/employees/roles/:authUserId/:roleId',
      {
        config: full,
        schema: {
          tags,
          params: Type.Object({ authUserId: Type.Integer(), roleId: Type.Integer() }),
          response: saved,
        },
      },
      async (req) => svc.setRole(req.auth, req.params.authUserId, req.params.roleId),
    );
    for (const method of ['post', 'put'] as const) {
      app[method](
        '/employees/:id/certifications',
        { config: own, schema: { tags, params: IdParams, body: Certification, response: saved } },
        async (req) => svc.saveCertification(req.auth, req.params.id, req.body),
      );
    }
    app.delete(
      '/employees/:id/certifications/:certificationId',
      {
        config: own,
        schema: {
          tags,
          params: Type.Object({ id: Type.Integer(), certificationId: Type.Integer() }),
          response: saved,
        },
      },
      async (req) => svc.removeCertification(req.auth, req.params.id, req.params.certificationId),
    );
    for (const [path, which] of [
      ['/users/pic/:id', 'photo'],
      ['/users/signature/:id', 'signature'],
    ] as const) {
      app.post(
        path,
        {
          config: own,
          schema: { tags, params: IdParams, consumes: ['multipart/form-data'], response: saved },
        },
        async (req) =>
          svc.setImage(
            req.auth,
            req.params.id,
            which,
            await readUploads(req, { ...IMAGE_LIMITS, maxFiles: 1, kinds: IMAGE_KINDS }),
          ),
      );
    }
  };
