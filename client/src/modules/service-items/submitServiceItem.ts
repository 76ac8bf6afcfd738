import type { QueryClient } from '@tanstack/react-query';
import type { ServiceItem } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { createServiceItem, saveServiceItem } from './mutations';
import { toFormValues, toNewBody, toSaveBody, type ServiceItemFormValues } from './serviceItemForm';

/**
 * The server's error in the form's terms: a 409 carries the server's item, which the concurrency
 * dialog needs as form values; the joined-position rule ('Coordinates') belongs on Latitude.
 */
function inFormTerms(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.isConflict && error.data && typeof error.data === 'object')
    return new ApiError(409, error.message, error.modelState, toFormValues(error.data as ServiceItem));
  const { Coordinates, ...rest } = error.modelState;
  if (!Coordinates) return error;
  return new ApiError(error.status, error.message, { ...rest, Latitude: Coordinates }, error.data);
}

/** Adds (Id 0) or saves the item; a stale Version gives 409 and the page's copy becomes the server's. */
export async function submitServiceItem(
  values: ServiceItemFormValues,
  queryClient: QueryClient,
): Promise<ServiceItem> {
  try {
    return values.Id === 0
      ? await createServiceItem(queryClient, toNewBody(values))
      : await saveServiceItem(queryClient, toSaveBody(values));
  } catch (error) {
    throw inFormTerms(error);
  }
}
