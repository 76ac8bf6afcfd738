import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import { Messages, markerMessage, type ModelState } from '@canopy/shared';
import { uniqueViolationState } from './unique-messages';

/** A failure the caller should see as-is: status, message and optional ModelState or body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** 400 with field errors; `Service` holds business-rule failures. */
export class ValidationError extends HttpError {
  constructor(modelState: ModelState, message?: string) {
    const all = Object.values(modelState).flat();
    super(400, message ?? summary(all), { ModelState: modelState });
  }
}

/**
 * Collects field errors so a form hears about all of them at once; `check` throws 400 with every
 * error collected, if any. Starts from `initial` when a shared rule already found some.
 */
export function formErrors(initial: ModelState = {}) {
  const ms: ModelState = initial;
  return {
    ms,
    add(field: string, message: string) {
      (ms[field] ??= []).push(message);
    },
    has: (field: string) => !!ms[field],
    get any() {
      return Object.keys(ms).length > 0;
    },
    check(message?: string) {
      if (Object.keys(ms).length) throw new ValidationError(ms, message);
    },
  };
}
export type FormErrors = ReturnType<typeof formErrors>;

/** A business rule refused the request: 400 with the message under ModelState.Service. */
export const ruleFailed = (message: string) => new ValidationError({ Service: [message] }, message);
export const notFound = () => new HttpError(404, Messages.NotFound);
export const forbidden = () => new HttpError(403, Messages.NotAuthorized);
export const unauthorized = (message = Messages.SessionExpired) => new HttpError(401, message);
/** 409: the save was based on a stale Version; the body carries the current record. */
export const conflict = (current: unknown) =>
  new HttpError(409, Messages.ConcurrencyConflict, { Current: current });

function summary(messages: string[]): string {
  if (messages.length === 1) return messages[0]!;
  return markerMessage(Messages.ValidationHeading, messages);
}

interface AjvIssue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

function label(path: string): string {
  const parts = path.split('/').filter(Boolean);
  return parts.length ? parts.join('.') : 'Request';
}

/** Turns schema failures into ModelState with readable sentences. */
export function modelStateFromSchema(issues: AjvIssue[]): ModelState {
  const state: ModelState = {};
  for (const i of issues) {
    let field = label(i.instancePath);
    let text: string;
    switch (i.keyword) {
      case 'required':
        field = label(`${i.instancePath}/${String(i.params.missingProperty)}`);
        text = `${field} is required.`;
        break;
      case 'minLength':
        text =
          i.params.limit === 1
            ? `${field} is required.`
            : `${field} must be at least ${i.params.limit} characters.`;
        break;
      case 'maxLength':
        text = `${field} must be at most ${i.params.limit} characters.`;
        break;
      case 'minimum':
        text = `${field} must be at least ${i.params.limit}.`;
        break;
      case 'maximum':
        text = `${field} must be at most ${i.params.limit}.`;
        break;
      case 'additionalProperties':
        continue;
      default:
        text = `${field} is not valid.`;
    }
    const list = (state[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  if (Object.keys(state).length === 0) state.Request = ['The request is not valid.'];
  return state;
}

/** `spa`: unknown GETs outside the API get the client's index.html (needs @fastify/static). */
export function installErrorHandling(app: FastifyInstance, opts: { spa?: boolean } = {}): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ Message: error.message, ...error.body });
    }
    if (error.validation) {
      const ms = modelStateFromSchema(error.validation as AjvIssue[]);
      const v = new ValidationError(ms);
      return reply.status(400).send({ Message: v.message, ...v.body });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ Message: 'The request body is not valid JSON.', ModelState: {} });
    }
    // A unique index refused the write: the caller's input, so a 400 with the form's wording.
    const unique = uniqueViolationState(error);
    if (unique) return reply.status(400).send({ Message: unique.message, ModelState: unique.modelState });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ Message: error.message });
    }
    const errorId = randomUUID();
    request.log.error({ err: error, errorId }, 'unhandled error');
    return reply.status(500).send({ Message: Messages.ServerError, ErrorId: errorId });
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    // Client routes get the app; a missing file (a stale chunk name) stays a 404, never HTML.
    if (opts.spa && request.method === 'GET' && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ Message: `No such call: ${request.method} ${request.url.split('?')[0]}` });
  });
}
