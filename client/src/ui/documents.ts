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

/**
 * What a shelf screen does with its documents. A shelf kept in order (a proposal's documents, the
 * print attachments) also moves them: `reorder` puts the listed ids in that order in the places they
 * held between them, so swapping two neighbours sends just those two.
 */
export interface ShelfCalls {
  fetch(req: ListRequest): Promise<ListPage<StoredDocument>>;
  upload(body: FormData): Promise<number[]>;
  remove(docId: number): Promise<void>;
  reorder?(ids: number[]): Promise<void>;
}

export function shelfCalls({ root, id }: Shelf): ShelfCalls {
  return {
    fetch: async ({ Query, Skip, Take }) =>
      toPage(await api.post(`${root}/_search`, { path: { id }, body: { Query, Skip, Take } })),
    upload: async (body) => (await api.post(root, { path: { id }, body })).data,
    remove: async (docId) => {
      await api.del(`${root}/{docId}`, { path: { id, docId } });
    },
  };
}

/** One request with every chosen file; each becomes a document named after its file. */
export function filesForm(files: File[]): FormData {
  const body = new FormData();
  for (const f of files) body.append('file', f, f.name);
  return body;
}

/** Resolves once the shelf's list (`queryKey`) is read again, so the screen shows what was done. */
export async function andRefresh<T>(queryClient: QueryClient, queryKey: QueryKey, done: Promise<T>) {
  const result = await done;
  await queryClient.invalidateQueries({ queryKey });
  return result;
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
