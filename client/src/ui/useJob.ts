import { useQuery } from '@tanstack/react-query';
import type { JobStatus } from '@canopy/shared';
import { api } from '../kernel/api/client';

const POLL_MS = 1000;
const finished = (j: JobStatus | undefined) => j?.State === 'done' || j?.State === 'failed';

/** A background job's state, asked again every second until it is done or has failed for good. */
export function useJob(jobId: number | null) {
  return useQuery({
    queryKey: ['jobs', jobId ?? 0],
    queryFn: async () => (await api.get('/jobs/{id}', { path: { id: jobId! } })).data as JobStatus,
    enabled: !!jobId,
    refetchInterval: (q) => (finished(q.state.data) ? false : POLL_MS),
  });
}
