import { useState } from 'react';
import { Button } from '@mantine/core';
import { WorkAuthorizationMessages as M } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { ApiError } from '../../kernel/api/errors';
import { notifyError } from '../../ui/notify';
import { saveBlob } from '../employees/saveBlob';

/** Downloads the printed work authorization (approved lines, totals, deposits, signature). */
export function WaPrintButton({ id, proposalNumber }: { id: number; proposalNumber: string }) {
  const [busy, setBusy] = useState(false);
  async function print() {
    setBusy(true);
    try {
      const { data } = await api.postForFile('/workAuthorization/print/{id}', { path: { id }, body: {} });
      saveBlob(data, `work-authorization-${proposalNumber}.pdf`);
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : M.SomethingWrong);
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
