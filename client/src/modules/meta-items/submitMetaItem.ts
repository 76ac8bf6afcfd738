import type { QueryClient } from '@tanstack/react-query';
import type { MetaItemKind, MetaItemRecord } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { toFormValues, toSaveBody, type MetaItemFormValues } from './metaItemForm';
import { createMetaItem, metaItemChanged, metaKeys, saveMetaItem } from './queries';

/** Adds or saves the item; a 409 carries the server's record, turned into form values for the dialog. */
export async function submitMetaItem(
  kind: MetaItemKind,
  v: MetaItemFormValues,
  queryClient: QueryClient,
): Promise<MetaItemRecord> {
  try {
    const saved = v.Id ? await saveMetaItem(kind, toSaveBody(v)) : await createMetaItem(kind, toSaveBody(v));
    metaItemChanged(queryClient, kind, saved);
    return saved;
  } catch (error) {
    if (error instanceof ApiError && error.isConflict && error.data && typeof error.data === 'object') {
      const current = error.data as MetaItemRecord;
      queryClient.setQueryData(metaKeys.detail(kind, v.Id), current);
      throw new ApiError(409, error.message, error.modelState, toFormValues(current));
    }
    throw error;
  }
}
