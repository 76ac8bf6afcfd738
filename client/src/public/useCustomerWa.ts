import { useCallback, useEffect, useState } from 'react';
import type { WorkAuthorization } from '@canopy/shared';
import { publicCall } from './publicApi';

export type WaLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ok'; wa: WorkAuthorization };

/**
 * The authorization the link names, and the customer's changes to it: each change is sent at once
 * and the server's answer (its totals, its approvals) replaces what is shown.
 */
export function useCustomerWa(link: string | null) {
  const [load, setLoad] = useState<WaLoad>({ state: link ? 'loading' : 'failed' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!link) return;
    let live = true;
    publicCall<WorkAuthorization>(
      'GET',
      `/workAuthorization/getByEncryptedId/${encodeURIComponent(link)}`,
    ).then(
      (wa) => live && setLoad({ state: 'ok', wa }),
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [link]);

  const send = useCallback(
    async (method: 'PUT', path: string, body: object): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        const wa = await publicCall<WorkAuthorization>(method, path, { EncryptedId: link, ...body });
        setLoad({ state: 'ok', wa });
        return true;
      } catch (e) {
        setError((e as Error).message);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [link],
  );

  return {
    load,
    busy,
    error,
    approveService: (id: number, visitId: number | null, approved: boolean) =>
      send('PUT', '/workAuthorization/customer/service/UpdateApproveStatus', {
        ProposalItemServiceId: id,
        VisitId: visitId,
        Approved: approved,
      }),
    approveMaterial: (id: number, approved: boolean) =>
      send('PUT', '/workAuthorization/customer/material/UpdateApproveStatus', {
        ProposalItemMaterialId: id,
        Approved: approved,
      }),
    submit: (body: {
      Amount: number;
      PaymentMethodId: number;
      Signature: string;
      AuthorizeTransactionId: string | null;
    }) => send('PUT', '/customerPayments/save', body),
  };
}
