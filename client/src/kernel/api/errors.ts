import type { ModelState } from '@canopy/shared';

/** Any failed API call. `status` 0 means the network failed before an answer came back. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly modelState: ModelState = {},
    /** The parsed body; for a 409 it is the server's current record. */
    readonly data: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetwork(): boolean {
    return this.status <= 0;
  }
  get isConflict(): boolean {
    return this.status === 409;
  }
  /** The first ModelState.Service message, which the spec says takes priority. */
  get serviceMessage(): string | undefined {
    return this.modelState['Service']?.[0];
  }
  /** Field errors only (everything but Service). */
  get fieldErrors(): ModelState {
    const { Service: _s, ...rest } = this.modelState;
    return rest;
  }
}
