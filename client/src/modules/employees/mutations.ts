import type { QueryClient } from '@tanstack/react-query';
import type { Employee } from '@canopy/shared';
import { api, type ApiResult } from '../../kernel/api/client';
import { ApiError } from '../../kernel/api/errors';
import type { RequestBody } from '../../kernel/api/paths';
import { recordCache } from '../../kernel/api/recordCache';
import { employeeKeys } from './queries';

const employees = recordCache<Employee>(employeeKeys);

/**
 * Every save of the employee answers with the whole employee. It becomes the cached record (every
 * tab and the header see the new Version), and the list is marked stale. A 409 carries the
 * current employee, which is cached the same way before the error goes on to the form.
 */
async function employeeSaved(
  queryClient: QueryClient,
  call: Promise<ApiResult<Employee>>,
): Promise<Employee> {
  try {
    return employees.changed(queryClient, (await call).data);
  } catch (error) {
    if (error instanceof ApiError && error.isConflict && error.data && typeof error.data === 'object')
      employees.changed(queryClient, error.data as Employee);
    throw error;
  }
}

export const createEmployee = (queryClient: QueryClient, body: RequestBody<'post', '/employees/Create'>) =>
  employeeSaved(queryClient, api.post('/employees/Create', { body }));

export const setEmployeeActive = (queryClient: QueryClient, id: number, active: boolean) =>
  employeeSaved(
    queryClient,
    active
      ? api.put('/employees/activate/{id}', { path: { id } })
      : api.put('/employees/deactivate/{id}', { path: { id } }),
  );

export const saveBasicInfo = (
  queryClient: QueryClient,
  id: number,
  body: RequestBody<'put', '/employees/{id}/basicinfo'>,
) => employeeSaved(queryClient, api.put('/employees/{id}/basicinfo', { path: { id }, body }));

export const saveContactInfo = (
  queryClient: QueryClient,
  id: number,
  body: RequestBody<'put', '/employees/{id}/contactinfo'>,
) => employeeSaved(queryClient, api.put('/employees/{id}/contactinfo', { path: { id }, body }));

export const saveGeographic = (
  queryClient: QueryClient,
  id: number,
  body: RequestBody<'put', '/employees/{id}/geographic'>,
) => employeeSaved(queryClient, api.put('/employees/{id}/geographic', { path: { id }, body }));

export const saveEmergencyContacts = (
  queryClient: QueryClient,
  id: number,
  body: RequestBody<'put', '/employees/{id}/contacts'>,
) => employeeSaved(queryClient, api.put('/employees/{id}/contacts', { path: { id }, body }));

export const saveWorkInfo = (
  queryClient: QueryClient,
  id: number,
  body: RequestBody<'put', '/employees/{id}/workinfo'>,
) => employeeSaved(queryClient, api.put('/employees/{id}/workinfo', { path: { id }, body }));

export const saveWage = (
  queryClient: QueryClient,
  id: number,
  body: RequestBody<'put', '/employees/{id}/wage'>,
) => employeeSaved(queryClient, api.put('/employees/{id}/wage', { path: { id }, body }));

/** Gives, changes or (with ResetPassword) e-mails a new password link for the employee's sign-in. */
export const savePortalAccess = (
  queryClient: QueryClient,
  id: number,
  body: RequestBody<'put', '/employees/{id}/portalAccess'>,
) => employeeSaved(queryClient, api.put('/employees/{id}/portalAccess', { path: { id }, body }));

export const removePortalAccess = (queryClient: QueryClient, id: number) =>
  employeeSaved(queryClient, api.del('/employees/{id}/portalAccess', { path: { id } }));

/** The role of the employee's sign-in (the employee is `id`, the sign-in `authUserId`). */
export const saveRole = (queryClient: QueryClient, authUserId: number, roleId: number) =>
  employeeSaved(
    queryClient,
    api.put('/employees/roles/{authUserId}/{roleId}', { path: { authUserId, roleId } }),
  );

type CertificationBody = RequestBody<'post', '/employees/{id}/certifications'>;

/** Adds (no Id) or saves a certification. */
export const saveCertification = (queryClient: QueryClient, id: number, body: CertificationBody) =>
  employeeSaved(
    queryClient,
    body.Id
      ? api.put('/employees/{id}/certifications', { path: { id }, body })
      : api.post('/employees/{id}/certifications', { path: { id }, body }),
  );

export const deleteCertification = (queryClient: QueryClient, id: number, certificationId: number) =>
  employeeSaved(
    queryClient,
    api.del('/employees/{id}/certifications/{certificationId}', { path: { id, certificationId } }),
  );

/** Photo or signature: one PNG in a multipart body; the answer is the updated employee. */
export function uploadEmployeeImage(
  queryClient: QueryClient,
  id: number,
  which: 'pic' | 'signature',
  png: Blob,
): Promise<Employee> {
  const body = new FormData();
  body.append('file', png, `${which === 'pic' ? 'photo' : 'signature'}-${id}.png`);
  return employeeSaved(
    queryClient,
    which === 'pic'
      ? api.post('/users/pic/{id}', { path: { id }, body })
      : api.post('/users/signature/{id}', { path: { id }, body }),
  );
}
