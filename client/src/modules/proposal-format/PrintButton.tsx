import { useState } from 'react';
import { Button } from '@mantine/core';
import { ProposalFormatMessages as M } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { notifyError } from '../../ui/notify';
import { saveBlob } from '../employees/saveBlob';
import { printProposal } from './mutations';

/** Downloads the printed proposal. A failure shows the status text and the spec's hint (§8). */
export function PrintButton({ id, proposalNumber }: { id: number; proposalNumber: string }) {
  const [busy, setBusy] = useState(false);
  async function print() {
    setBusy(true);
    try {
      const { blob, fileName } = await printProposal(id, proposalNumber);
      saveBlob(blob, fileName);
    } catch (error) {
      const status = error instanceof ApiError ? error.message : 'Print failed';
      notifyError(`${status}. ${M.PdfHint}`);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="default" loading={busy} onClick={() => void print()}>
      Print
    </Button>
  );
}
