import { ApiError } from '../../app/api/errors';

/**
 * A 409 carries the server's record as the wire shape; RecordForm wants it as form values, so the
 * conflict is passed on with the record converted. Any other failure goes on unchanged.
 */
export function withConflictAs<W, V>(error: unknown, toValues: (wire: W) => V): never {
  if (error instanceof ApiError && error.isConflict && error.data && typeof error.data === 'object')
    throw new ApiError(409, error.message, error.modelState, toValues(error.data as W));
  throw error;
}
