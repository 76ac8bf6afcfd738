import { useState } from 'react';
import { Button } from '@mantine/core';
import { ProposalMessages as M } from '@canopy/shared';
import { confirm } from '../../ui/confirm';
import { handleApiError } from '../../ui/handleApiError';
import { notifySuccess } from '../../ui/notify';
import { emailProposal } from './mutations';

/** Sends the printed proposal to the location's proposal contacts after the spec's prompt (§8). */
export function EmailProposalButton({ id }: { id: number }) {
  const [busy, setBusy] = useState(false);
  async function send() {
    const ok = await confirm({
      title: 'Email proposal',
      message: M.ConfirmSendProposal,
      confirmLabel: 'Continue',
      cancelLabel: 'Cancel',
    });
    if (!ok) return;
    setBusy(true);
    try {
      await emailProposal(id);
      notifySuccess(M.EmailSent);
    } catch (error) {
      handleApiError(error, M.EmailFailed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="default" loading={busy} onClick={() => void send()}>
      Email
    </Button>
  );
}
