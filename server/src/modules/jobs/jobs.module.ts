import { ErrorBody, F, IdParams, JobStatus } from '@canopy/shared';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ClaimType } from '@canopy/shared';
import type { AuthContext } from '../../platform/auth/context';
import { notFound } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs/queue';
import type { CanopyModule } from '../module';

// Any signed-in user may ask; the service answers only the job's requester or a Full holder of the
// claim the job was run under, and 404 to everyone else.
const read = { access: { signedIn: true as const } };

export function jobsService(jobs: JobQueue) {
  return {
    async get(auth: AuthContext, id: number): Promise<JobStatus> {
      const j = await jobs.get(id);
      const own = j?.requestedByUserId === auth.userId;
      const full = !!j?.claimType && ((auth.claims[j.claimType as ClaimType] ?? 0) & F) !== 0;
      if (!j || !(own || full)) throw notFound();
      return {
        Id: j.id,
        Name: j.name,
        State: j.state,
        Attempts: j.attempts,
        ProgressDone: j.progressDone,
        ProgressTotal: j.progressTotal,
        Result: j.result,
        Error: j.error,
        CreatedAt: j.createdAt,
        FinishedAt: j.finishedAt,
      };
    },
  };
}

const routes =
  (svc: ReturnType<typeof jobsService>): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/jobs/:id',
      {
        config: read,
        schema: {
          tags: ['Jobs'],
          params: IdParams,
          response: { 200: JobStatus, 401: ErrorBody, 404: ErrorBody },
        },
      },
      async (req) => svc.get(req.auth, req.params.id),
    );
  };

/** A background job's state, progress, result or error, for the screen that started it. */
export const jobsModule = {
  name: 'jobs',
  async register(api, { jobs }) {
    await api.register(routes(jobsService(jobs)));
  },
} satisfies CanopyModule;
