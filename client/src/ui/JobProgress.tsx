import type { ReactNode } from 'react';
import { Alert, Progress, Stack, Text } from '@mantine/core';
import type { JobStatus } from '@canopy/shared';
import { useJob } from './useJob';

export interface JobProgressProps {
  jobId: number;
  /** What a finished job's result means to the user (e.g. "12 contracts generated"). */
  result: (job: JobStatus) => ReactNode;
  label: string;
}

/**
 * A background job as it runs: a progress bar with "done of total", then its result, or the error
 * it failed with for good. Screens that start a job (renewals, bulk mail, bulk prints) show this.
 */
export function JobProgress({ jobId, result, label }: JobProgressProps) {
  const { data: job, isError } = useJob(jobId);
  if (isError) return <Alert color="red">The job's progress could not be loaded.</Alert>;
  if (!job) return <Progress value={0} aria-label={label} />;
  const pct = job.ProgressTotal ? Math.round((100 * job.ProgressDone) / job.ProgressTotal) : 0;
  if (job.State === 'failed')
    return (
      <Alert color="red" title="The job failed" role="alert">
        {job.Error ?? 'Something went wrong'}
      </Alert>
    );
  if (job.State === 'done')
    return (
      <Alert color="green" role="status" data-testid="job-result">
        {result(job)}
      </Alert>
    );
  return (
    <Stack gap={4} data-testid="job-progress">
      <Progress value={job.State === 'queued' ? 0 : pct} aria-label={label} animated striped />
      <Text size="sm" c="dimmed">
        {job.State === 'queued'
          ? job.Error
            ? `Waiting to try again: ${job.Error}`
            : 'Waiting to start…'
          : `${job.ProgressDone} of ${job.ProgressTotal} (${pct}%)`}
      </Text>
    </Stack>
  );
}
