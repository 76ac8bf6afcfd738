import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Messages, type AccountLocation } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { notifyError } from '../../ui/notify';

/**
 * Fits a failed save to the form that sent it: a 409 carries the current location, handed back as
 * the panel's values (the shape the conflict dialog works with); contact-link errors land on the
 * Contacts field; field errors alone also say the spec's 'Failed to save location'.
 */
export function toFormError<V>(error: unknown, toValues: (l: AccountLocation) => V): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.isConflict && error.data && typeof error.data === 'object')
    return new ApiError(409, error.message, error.modelState, toValues(error.data as AccountLocation));
  const { ContactLocations, ...rest } = error.modelState;
  notifyFieldFailure(error, Messages.LocationSaveFailed);
  if (!ContactLocations) return error;
  return new ApiError(error.status, error.message, { ...rest, Contacts: ContactLocations }, error.data);
}

/**
 * Field errors land beside the fields, where a form shows them without a notification; the
 * spec's failure message of the screen ('Failed to save location', 'Note Save Failed' …) is
 * still said once.
 */
export function notifyFieldFailure(error: unknown, message: string): void {
  if (!(error instanceof ApiError) || error.status !== 400 || error.serviceMessage) return;
  if (Object.keys(error.fieldErrors).length) notifyError(message);
}

/**
 * The onSubmit of one panel's RecordForm: saves with one of the location mutations (which cache
 * the answer) and answers the panel's values.
 */
export function usePanelSubmit<V>(
  send: (queryClient: QueryClient, values: V) => Promise<AccountLocation>,
  toValues: (l: AccountLocation) => V,
) {
  const queryClient = useQueryClient();
  return async (values: V): Promise<V> => {
    try {
      return toValues(await send(queryClient, values));
    } catch (error) {
      throw toFormError(error, toValues);
    }
  };
}
