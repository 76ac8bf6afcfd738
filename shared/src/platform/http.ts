import { Type, type Static, type TSchema } from 'typebox';
import { Bounds } from './bounds';

// Kept apart from the schemas so the browser's sign-in page can take them without the schema library.
export {
  API_BASE,
  CSRF_HEADER,
  LIST_COUNT_HEADER,
  UPDATE_ROLES_HEADER,
  WEB_CLIENT_ID,
  WEB_CLIENT_SECRET,
} from './constants';

export const DEFAULT_TAKE = 999;
export const PAGE_SIZE = 12;

/** The body of every `_search` call; an empty query means '*'. */
export const SearchRequest = Type.Object({
  Query: Type.Optional(Type.String({ maxLength: 200 })),
  Skip: Type.Optional(Bounds.Skip()),
  Take: Type.Optional(Bounds.Take()),
  IncludeArchived: Type.Optional(Type.Boolean()),
  SortColumn: Type.Optional(Type.String({ maxLength: 64 })),
  Descending: Type.Optional(Type.Boolean()),
});
export type SearchRequest = Static<typeof SearchRequest>;

/** Field -> messages; business-rule failures are listed under `Service`. */
export const ModelState = Type.Record(Type.String(), Type.Array(Type.String()));
export type ModelState = Static<typeof ModelState>;

export const ErrorBody = Type.Object({
  Message: Type.String(),
  ModelState: Type.Optional(ModelState),
  ErrorId: Type.Optional(Type.String()),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** Normalises a search query: blank means everything. */
export function normalizeQuery(q: string | undefined | null): string {
  const t = (q ?? '').trim();
  return t === '' ? '*' : t;
}

export const IdParams = Type.Object({ id: Bounds.Id() });
export const Ok = Type.Object({ Message: Type.Optional(Type.String()) });

export const ClientErrorReport = Type.Object({
  Message: Type.String({ maxLength: 4000 }),
  Stack: Type.Optional(Type.String({ maxLength: 20000 })),
  Url: Type.Optional(Type.String({ maxLength: 2000 })),
  UserAgent: Type.Optional(Type.String({ maxLength: 1000 })),
  Level: Type.Optional(Type.String({ maxLength: 20 })),
});
export type ClientErrorReport = Static<typeof ClientErrorReport>;

/** Saved-search types (spec SearchTypes) and the wire shape of a saved search. */
export const SavedSearch = Type.Object({
  Id: Type.Integer(),
  Name: Type.String({ minLength: 1, maxLength: 100 }),
  EmployeeId: Type.Integer(),
  SearchTypeId: Type.Integer(),
  Filters: Type.String({ maxLength: 20000 }),
});
export type SavedSearch = Static<typeof SavedSearch>;

/** 409 body: the save was based on a stale Version; `Current` is the record as the server has it now. */
export const ConflictOf = <T extends TSchema>(record: T) =>
  Type.Object({ Message: Type.String(), Current: record });
