import type { StoredDocument } from '../../ui/documents';

/** The employee's three document shelves, as the API paths name them. */
export type Shelf = 'docs' | 'training-docs' | 'private-docs';

export type EmployeeDocument = StoredDocument;
