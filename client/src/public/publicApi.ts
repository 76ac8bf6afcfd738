import { API_BASE } from '@canopy/shared';

/** A refused or failed call: the server's message when it sent one. */
export class PublicApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const GENERIC = 'Something went wrong. Please try again.';

/**
 * The customer pages' few calls: no session, no token refresh, no idempotency keys (the calls are
 * public), so none of the console's API client comes with them.
 */
export async function publicCall<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new PublicApiError(0, 'The server cannot be reached. Check your connection and try again.');
  }
  const text = await res.text();
  const data = text ? (JSON.parse(text) as unknown) : undefined;
  if (!res.ok) {
    const message = (data as { Message?: unknown } | undefined)?.Message;
    throw new PublicApiError(res.status, typeof message === 'string' ? message : GENERIC);
  }
  return data as T;
}
