import type { QueryClient } from '@tanstack/react-query';
import type { MetaItemKind, MetaItemRecord } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { toFormValues, toSaveBody, type MetaItemFormValues } from './metaItemForm';
import { saveMetaItem } from './mutations';

/** Adds or saves the item; a 409 carries the server's record, turned into form values for the dialog. */
export async function submitMetaItem(
  kind: MetaItemKind,
  v: MetaItemFormValues,
  queryClient: QueryClient,
): Promise<MetaItemRecord> {
  try {
    return await saveMetaItem(queryClient, kind, v.Id, toSaveBody(v));
  } catch (error) {
    if (error instanceof ApiError && error.isConflict && error.data && typeof error.data === 'object')
      throw new ApiError(409, error.message, error.modelState, toFormValues(error.data as MetaItemRecord));
    throw error;
  }
}
