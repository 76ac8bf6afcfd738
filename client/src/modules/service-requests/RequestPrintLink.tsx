import { useState } from 'react';
import { Button } from '@mantine/core';
import { ApiError } from '../../kernel/api/errors';
import { notifyError } from '../../ui/notify';
import { saveBlob } from '../employees/saveBlob';
import { printRequest } from './mutations';

/** The proposal info screen's service request print (spec §2): the request the proposal came from, as a PDF. */
export function RequestPrintLink({ requestId }: { requestId: number }) {
  const [busy, setBusy] = useState(false);
  async function print() {
    setBusy(true);
    try {
      const { blob, fileName } = await printRequest(requestId);
      saveBlob(blob, fileName);
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : 'Print failed');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="default" loading={busy} onClick={() => void print()}>
      Service Request
    </Button>
  );
}
