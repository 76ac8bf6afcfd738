import { markerMessage } from '@canopy/shared';
import { ApiError } from '../kernel/api/errors';
import { handleApiError } from './handleApiError';
import { modelStateMessages } from './apiErrors';
import { notifyError } from './notify';

/**
 * An upload the server refused says which file and why ("x.exe" is not a file type we accept
 * here); that reason is listed under the spec's failure message instead of replacing it.
 */
export function notifyUploadFailure(error: unknown, heading: string): void {
  const reasons =
    error instanceof ApiError && error.status === 400 ? modelStateMessages(error.modelState) : [];
  if (reasons.length) notifyError(markerMessage(heading, reasons));
  else handleApiError(error, heading);
}
