import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { JobStatus } from '@canopy/shared';
import { useSessionStore } from '../kernel/session/sessionStore';
import { mockApi } from '../test/mockApi';
import { adminClaims, loginResponse } from '../test/sessions';
import { JobProgress } from './JobProgress';
import { renderUi } from './test-utils';

const job = (over: Partial<JobStatus>): JobStatus => ({
  Id: 5,
  Name: 'contracts.renew',
  State: 'running',
  Attempts: 1,
  ProgressDone: 0,
  ProgressTotal: 0,
  Result: null,
  Error: null,
  CreatedAt: '2026-11-27T10:00:00.000Z',
  FinishedAt: null,
  ...over,
});

let answers: JobStatus[];
const { server } = mockApi();
beforeEach(() => {
  useSessionStore.getState().signIn(loginResponse({ claims: adminClaims }), false);
  server.use(
    http.get('/api/v1/jobs/5', () => HttpResponse.json(answers.length > 1 ? answers.shift() : answers[0])),
  );
});

const show = () =>
  renderUi(
    <JobProgress
      jobId={5}
      label="Contracts generated"
      result={(j) => `${(j.Result as { NumProposals: number }).NumProposals} contracts generated.`}
    />,
  );

describe('JobProgress', () => {
  it('shows how far a running job is, then its result', async () => {
    answers = [
      job({ ProgressDone: 300, ProgressTotal: 1200 }),
      job({ State: 'done', ProgressDone: 1200, ProgressTotal: 1200, Result: { NumProposals: 1200 } }),
    ];
    show();
    expect(await screen.findByText('300 of 1200 (25%)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Contracts generated' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(await screen.findByText('1200 contracts generated.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows a retry’s reason while it waits, and the error of a job that failed for good', async () => {
    answers = [
      job({ State: 'queued', Error: 'mail server refused' }),
      job({ State: 'failed', Error: 'mail server refused' }),
    ];
    show();
    expect(await screen.findByText('Waiting to try again: mail server refused')).toBeInTheDocument();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('mail server refused');
    expect(screen.getByText('The job failed')).toBeInTheDocument();
  });
});
