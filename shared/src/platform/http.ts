import { Type, type Static, type TSchema } from 'typebox';

/** Base path of every API call. */
export const API_BASE = '/api/v1';
/** Response header carrying a list's total. */
export const LIST_COUNT_HEADER = 'X-List-Count';
/** Header the server adds when the caller's role claims changed since its token was issued. */
export const UPDATE_ROLES_HEADER = 'X-Update-Roles';
/** Anti-forgery header every authorized call must carry. */
export const CSRF_HEADER = 'X-CSRF-Token';
/** The web client's identity at sign-in (spec: client id 1 and a client secret). */
export const WEB_CLIENT_ID = 1;

export const DEFAULT_TAKE = 999;
export const PAGE_SIZE = 12;

/** The body of every `_search` call; an empty query means '*'. */
export const SearchRequest = Type.Object({
  Query: Type.Optional(Type.String({ maxLength: 200 })),
  Skip: Type.Optional(Type.Integer({ minimum: 0 })),
  Take: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
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

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const Ok = Type.Object({ Message: Type.Optional(Type.String()) });

export const ClientErrorReport = Type.Object({
  Message: Type.String({ maxLength: 4000 }),
  Stack: Type.Optional(Type.String({ maxLength: 20000 })),
  Url: Type.Optional(Type.String({ maxLength: 2000 })),
  UserAgent: Type.Optional(Type.String({ maxLength: 1000 })),
  Level: Type.Optional(Type.String({ maxLength: 20 })),
});
export type ClientErrorReport = Static<typeof ClientErrorReport>;

/** The web console's client secret. It identifies the client, not a user: a browser app cannot keep secrets. */
export const WEB_CLIENT_SECRET = 'canopy-web-console';

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
