import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { api, toPage } from '../kernel/api/client';
import type { ListPage, ListRequest } from './listState';

/** A stored document as every shelf lists it (employees, locations …). */
export interface StoredDocument {
  Id: number;
  Name: string;
  StatusId: number;
  FileName: string;
  ContentType: string;
  Size: number;
  CreatedDate: string;
  /** A signed link that opens the file without a token until it expires. */
  Url: string;
}

/**
 * A shelf's calls all hang off one root, owned by a record (`id`): `{root}/_search`, POST `{root}`
 * and DELETE `{root}/{docId}`.
 */
export type ShelfRoot =
  | '/employees/{id}/docs'
  | '/employees/{id}/training-docs'
  | '/employees/{id}/private-docs'
  | '/accounts/accountLocations/{id}/docs';

export interface Shelf {
  root: ShelfRoot;
  id: number;
}

export async function fetchDocuments(
  { root, id }: Shelf,
  req: ListRequest,
): Promise<ListPage<StoredDocument>> {
  const { Query, Skip, Take } = req;
  return toPage(await api.post(`${root}/_search`, { path: { id }, body: { Query, Skip, Take } }));
}

/**
 * One request with every chosen file; each becomes a document named after its file. Resolves with
 * the new ids once the shelf's list (`queryKey`) is read again.
 */
export async function uploadDocuments(
  queryClient: QueryClient,
  { root, id }: Shelf,
  queryKey: QueryKey,
  files: File[],
): Promise<number[]> {
  const body = new FormData();
  for (const f of files) body.append('file', f, f.name);
  const { data } = await api.post(root, { path: { id }, body });
  await queryClient.invalidateQueries({ queryKey });
  return data;
}

export async function deleteDocument(
  queryClient: QueryClient,
  { root, id }: Shelf,
  queryKey: QueryKey,
  docId: number,
): Promise<void> {
  await api.del(`${root}/{docId}`, { path: { id, docId } });
  await queryClient.invalidateQueries({ queryKey });
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
