import { api } from '../../app/api/client';
import type { ListPage, ListRequest } from '../../ui/listState';

/** The employee's three document shelves, as the API paths name them. */
export type Shelf = 'docs' | 'training-docs' | 'private-docs';

export interface EmployeeDocument {
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

export async function fetchDocuments(
  employeeId: number,
  shelf: Shelf,
  req: ListRequest,
): Promise<ListPage<EmployeeDocument>> {
  const { Query, Skip, Take } = req;
  const { data, total } = await api.post<EmployeeDocument[]>(`/employees/${employeeId}/${shelf}/_search`, {
    Query,
    Skip,
    Take,
  });
  return { rows: data, total: total ?? data.length };
}

/** One request with every chosen file; each becomes a document named after its file. */
export async function uploadDocuments(employeeId: number, shelf: Shelf, files: File[]): Promise<number[]> {
  const body = new FormData();
  for (const f of files) body.append('file', f, f.name);
  return (await api.post<number[]>(`/employees/${employeeId}/${shelf}`, body)).data;
}

export async function deleteDocument(employeeId: number, shelf: Shelf, docId: number): Promise<void> {
  await api.del(`/employees/${employeeId}/${shelf}/${docId}`);
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
