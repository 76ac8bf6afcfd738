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

/** The web console's client secret. It identifies the client, not a user: a browser app cannot keep secrets. */
export const WEB_CLIENT_SECRET = 'canopy-web-console';
