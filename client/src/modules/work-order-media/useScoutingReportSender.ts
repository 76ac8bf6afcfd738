import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ScoutingReportMessages as M } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { handleApiError } from '../../ui/handleApiError';
import { confirm } from '../../ui/confirm';
import { notifySuccess } from '../../ui/notify';
import { emailScoutingReport } from './mutations';

const askResend = () =>
  confirm({
    title: 'Send the scouting report again?',
    message: M.AlreadySent,
    confirmLabel: 'Send again',
  });

// The server refuses a resend that was not confirmed; it says so when our idea of "sent" was stale.
const refusedAsSent = (e: unknown) =>
  e instanceof ApiError &&
  e.status === 400 &&
  (e.data as { AlreadySent?: boolean } | undefined)?.AlreadySent === true;

/**
 * Emails the customer the scouting report or its short version. A report sent before goes again
 * only after the user confirms (work-orders.md §4). Resolves true when it was sent.
 */
export function useScoutingReportSender(workOrderId: number, onSent?: () => void) {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<'full' | 'short' | null>(null);

  async function send(shortVersion: boolean, alreadySent: boolean): Promise<boolean> {
    if (alreadySent && !(await askResend())) return false;
    setSending(shortVersion ? 'short' : 'full');
    try {
      try {
        await emailScoutingReport(queryClient, workOrderId, shortVersion, alreadySent);
      } catch (error) {
        if (alreadySent || !refusedAsSent(error)) throw error;
        if (!(await askResend())) return false;
        await emailScoutingReport(queryClient, workOrderId, shortVersion, true);
      }
      notifySuccess(M.Sent);
      onSent?.();
      return true;
    } catch (error) {
      handleApiError(error, shortVersion ? M.SendShortFailed : M.SendFailed);
      return false;
    } finally {
      setSending(null);
    }
  }

  return { send, sending };
}
