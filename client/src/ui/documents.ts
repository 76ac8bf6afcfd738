import { api } from '../kernel/api/client';
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
 * The calls of a shelf all hang off one root (`/employees/5/docs`, `/accounts/accountLocations/9/docs`):
 * `{root}/_search`, POST `{root}` and DELETE `{root}/{docId}`.
 */
export async function fetchDocuments(root: string, req: ListRequest): Promise<ListPage<StoredDocument>> {
  const { Query, Skip, Take } = req;
  const { data, total } = await api.post<StoredDocument[]>(`${root}/_search`, { Query, Skip, Take });
  return { rows: data, total: total ?? data.length };
}

/** One request with every chosen file; each becomes a document named after its file. */
export async function uploadDocuments(root: string, files: File[]): Promise<number[]> {
  const body = new FormData();
  for (const f of files) body.append('file', f, f.name);
  return (await api.post<number[]>(root, body)).data;
}

export async function deleteDocument(root: string, docId: number): Promise<void> {
  await api.del(`${root}/${docId}`);
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
