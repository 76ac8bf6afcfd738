import type { UseFormReturnType } from '@mantine/form';
import { Messages, markerMessage } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { failureMessage } from '../../ui/apiErrors';
import { mapFieldErrors } from '../../ui/fieldErrors';
import { notifyError } from '../../ui/notify';

/**
 * Shows a refused save: field messages beside their inputs, the Service message (e.g. 'Cannot
 * Save. No information entered.') or the server's own message for too many wrong passwords as a
 * toast, otherwise the generic failure.
 */
export function showSaveError<T extends object>(error: unknown, form: UseFormReturnType<T>): void {
  if (!(error instanceof ApiError)) {
    notifyError(failureMessage(error, Messages.SaveFailed));
    return;
  }
  const { errors, unmapped } = mapFieldErrors(error.fieldErrors, form.getValues());
  form.setErrors(errors);
  if (error.serviceMessage) notifyError(error.serviceMessage);
  else if (error.status === 429) notifyError(error.message);
  else if (unmapped.length) notifyError(markerMessage(Messages.ValidationHeading, unmapped));
  else if (!Object.keys(errors).length) notifyError(failureMessage(error, Messages.SaveFailed));
}
