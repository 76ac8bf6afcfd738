import { useCallback, useEffect, useState } from 'react';
import {
  customerWaPath,
  WorkAuthorizationMessages as M,
  type CompanyBranding,
  type CustomerWorkAuthorization,
  type WorkAuthorization,
} from '@canopy/shared';
import { PublicApiError, publicCall } from './publicApi';
import { staffHeaders } from './staffSession';

export type WaLoad =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  /** The admin view opened without a usable office sign-in in this browser. */
  | { state: 'signin' }
  | { state: 'ok'; wa: WorkAuthorization; company: CompanyBranding };

export interface Submission {
  Amount: number;
  PaymentMethodId: number;
  Signature: string;
  AuthorizeTransactionId: string | null;
}

const ADMIN = '/workAuthorization/admin';

/**
 * The authorization the link names, and the changes made to it: each change is sent at once and the
 * server's answer (its totals, its approvals) replaces what is shown. In the admin view the office
 * user's token goes with every call: approvals go through the office's own calls and the submission
 * is recorded as theirs (the server checks their rights; the link alone gives nothing more).
 */
export function useCustomerWa(link: string | null, admin = false) {
  const [staff] = useState(() => (admin ? staffHeaders() : null));
  const [load, setLoad] = useState<WaLoad>(
    !link
      ? { state: 'failed', message: M.NotFound }
      : admin && !staff
        ? { state: 'signin' }
        : { state: 'loading' },
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headers = staff ?? undefined;

  useEffect(() => {
    if (!link || (admin && !staff)) return;
    let live = true;
    // The customer's call is the one the server preloads with the page: same address, same mode.
    const path = admin ? `${ADMIN}/getByEncryptedId/${encodeURIComponent(link)}` : customerWaPath(link);
    publicCall<CustomerWorkAuthorization>('GET', path, undefined, headers).then(
      ({ Company, ...wa }) => live && setLoad({ state: 'ok', wa, company: Company }),
      (e: unknown) => {
        if (!live) return;
        if (admin && e instanceof PublicApiError && e.status === 401) setLoad({ state: 'signin' });
        else
          setLoad({
            state: 'failed',
            message: admin && e instanceof PublicApiError && e.status === 403 ? M.NotAllowed : M.NotFound,
          });
      },
    );
    return () => {
      live = false;
    };
    // headers come from `staff`, fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [link, admin, staff]);

  const send = useCallback(
    async (path: string, body: object, extra: Record<string, string> = {}): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        const wa = await publicCall<WorkAuthorization>('PUT', path, body, { ...headers, ...extra });
        setLoad((now) => (now.state === 'ok' ? { ...now, wa } : now));
        return true;
      } catch (e) {
        setError((e as Error).message);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [headers],
  );

  // The office's calls name the authorization by its id; the customer's by the link.
  const waId = load.state === 'ok' ? load.wa.Id : 0;
  const target = admin ? { WorkAuthorizationId: waId } : { EncryptedId: link };
  const toggles = admin ? '/workAuthorization' : '/workAuthorization/customer';

  return {
    load,
    busy,
    error,
    approveService: (id: number, visitId: number | null, approved: boolean) =>
      send(`${toggles}/service/UpdateApproveStatus`, {
        ...target,
        ProposalItemServiceId: id,
        VisitId: visitId,
        Approved: approved,
      }),
    approveMaterial: (id: number, approved: boolean) =>
      send(`${toggles}/material/UpdateApproveStatus`, {
        ...target,
        ProposalItemMaterialId: id,
        Approved: approved,
      }),
    submit: (body: Submission) =>
      admin
        ? // Signed in, the server honours a key: a double tap records one approval and one payment.
          send(
            `${ADMIN}/customerPayments/save`,
            { EncryptedId: link, ...body },
            {
              'Idempotency-Key': crypto.randomUUID(),
            },
          )
        : send('/customerPayments/save', { EncryptedId: link, ...body }),
  };
}
