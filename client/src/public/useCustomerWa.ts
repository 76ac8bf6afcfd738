import { useCallback, useEffect, useState } from 'react';
import {
  customerWaPath,
  EMBEDDED_ANSWER_ID,
  WorkAuthorizationMessages as M,
  type CompanyBranding,
  type CustomerWorkAuthorization,
  type WorkAuthorization,
} from '@canopy/shared';
import { PublicApiError, publicCall } from './publicApi';
import { staffCall, staffHeaders } from './staffSession';

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

type Answer = { ok: true; wa: CustomerWorkAuthorization } | { ok: false; error: unknown };
interface Pending {
  promise: Promise<Answer>;
  settled?: Answer;
}
const pending = new Map<string, Pending>();

const answerOf = (call: Promise<CustomerWorkAuthorization>): Promise<Answer> =>
  call.then(
    (wa): Answer => ({ ok: true, wa }),
    (error: unknown): Answer => ({ ok: false, error }),
  );

/**
 * The first answer the server put in the page for this link, if it did: the page then draws at
 * once, with no call to wait for. Read once; later pages for the link ask the server.
 */
function embeddedAnswer(link: string): Answer | null {
  const element = document.getElementById(EMBEDDED_ANSWER_ID);
  if (!element || element.dataset.link !== link) return null;
  element.remove();
  try {
    return { ok: true, wa: JSON.parse(element.textContent ?? '') as CustomerWorkAuthorization };
  } catch {
    return null;
  }
}

/**
 * Starts the customer's first call before React: the server preloads it with the page, so the entry
 * waits a moment for it and the first render is then the whole page. The page takes it once.
 */
export function firstAnswer(link: string): Promise<Answer> {
  let kept = pending.get(link);
  if (!kept) {
    const embedded = embeddedAnswer(link);
    if (embedded) {
      kept = { promise: Promise.resolve(embedded), settled: embedded };
      pending.set(link, kept);
      return kept.promise;
    }
    const entry: Pending = { promise: answerOf(publicCall('GET', customerWaPath(link))) };
    void entry.promise.then((a) => (entry.settled = a));
    pending.set(link, entry);
    kept = entry;
  }
  return kept.promise;
}

/** What an answer shows: the page, the admin view's sign-in, or why there is nothing to show. */
function settle(a: Answer, admin: boolean): WaLoad {
  if (a.ok) {
    const { Company, ...wa } = a.wa;
    return { state: 'ok', wa, company: Company };
  }
  const status = a.error instanceof PublicApiError ? a.error.status : 0;
  if (admin && status === 401) return { state: 'signin' };
  return { state: 'failed', message: admin && status === 403 ? M.NotAllowed : M.NotFound };
}

/**
 * The authorization the link names, and the changes made to it: each change is sent at once and the
 * server's answer (its totals, its approvals) replaces what is shown. In the admin view the office
 * user's token goes with every call: approvals go through the office's own calls and the submission
 * is recorded as theirs (the server checks their rights; the link alone gives nothing more).
 */
export function useCustomerWa(link: string | null, admin = false) {
  // Whether an office session is kept in this browser at all; an expired token is renewed on use.
  const [signedIn] = useState(() => admin && staffHeaders() !== null);
  // The call the entry started, if any; its answer, when already in, is the first render.
  const [first] = useState(() => (link && !admin ? pending.get(link) : undefined));
  const [drawnFirst] = useState(() => !!first?.settled);
  const [load, setLoad] = useState<WaLoad>(() => {
    if (!link) return { state: 'failed', message: M.NotFound };
    if (admin) return signedIn ? { state: 'loading' } : { state: 'signin' };
    return first?.settled ? settle(first.settled, false) : { state: 'loading' };
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!link || (admin && !signedIn)) return;
    // Taken: a later page for the same link asks the server again.
    if (!admin) pending.delete(link);
    if (drawnFirst) return;
    let live = true;
    const answer = admin
      ? answerOf(staffCall('GET', `${ADMIN}/getByEncryptedId/${encodeURIComponent(link)}`))
      : (first?.promise ?? answerOf(publicCall('GET', customerWaPath(link))));
    void answer.then((a) => live && setLoad(settle(a, admin)));
    return () => {
      live = false;
    };
  }, [link, admin, signedIn, first, drawnFirst]);

  const send = useCallback(
    async (path: string, body: object, extra: Record<string, string> = {}): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        const wa = await (admin ? staffCall : publicCall)<WorkAuthorization>('PUT', path, body, extra);
        setLoad((now) => (now.state === 'ok' ? { ...now, wa } : now));
        return true;
      } catch (e) {
        setError((e as Error).message);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [admin],
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
