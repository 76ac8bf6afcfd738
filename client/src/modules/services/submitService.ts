import type { QueryClient } from '@tanstack/react-query';
import type { Service } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { notifyError } from '../../ui/notify';
import { ServiceMessages } from './messages';
import { createService, saveService } from './mutations';
import { toFormValues, toSaveBody, type ServiceFormValues } from './serviceValues';

/** Adds (Id 0) or saves the service with its visits and chemical links in one call. */
export async function submitService(v: ServiceFormValues, queryClient: QueryClient): Promise<Service> {
  try {
    return v.Id === 0
      ? await createService(queryClient, toSaveBody(v))
      : await saveService(queryClient, { ...toSaveBody(v), Id: v.Id, Version: v.Version });
  } catch (error) {
    throw translateServiceError(error, v.Id === 0);
  }
}

/**
 * Fits the server's answer to the form: a 409 carries the current service as form values (so "Load
 * their changes" shows it), and field errors on a new service read the spec's
 * 'Failed to add service. Please check errors.'.
 */
export function translateServiceError(error: unknown, adding: boolean): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.isConflict && error.data && typeof error.data === 'object')
    return new ApiError(409, error.message, error.modelState, toFormValues(error.data as Service));
  const fieldErrors = Object.keys(error.fieldErrors);
  if (error.status === 400 && fieldErrors.length && !error.serviceMessage)
    notifyError(adding ? ServiceMessages.AddInvalid : ServiceMessages.UpdateFailed);
  return error;
}
