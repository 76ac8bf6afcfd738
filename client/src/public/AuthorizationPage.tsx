import { useState } from 'react';
import {
  customerMayChange,
  dollarsToCents,
  formatCurrency,
  submitsWithoutPayment,
  WorkAuthorizationMessages as M,
  WorkAuthorizationStatuses as S,
  type WorkAuthorization,
} from '@canopy/shared';
import { CUSTOMER_WA_TITLE } from '@canopy/shared/work-authorizations/customer-frame';
import { Notice, PublicCard } from '../app/signin/PublicCard';
import { CompanyHeading } from './CompanyHeading';
import { PayDeposit } from './PayDeposit';
import type { OnlinePaymentType } from './PaymentTypeChooser';
import { SignaturePad } from './SignaturePad';
import { useCustomerWa, type WaLoad } from './useCustomerWa';
import { WaLines } from './WaLines';
import { WaTotals } from './WaTotals';

interface Paid {
  transId: string;
  cents: number;
  type: OnlinePaymentType;
}

/**
 * Spec §5's order: an amount, then a signature, then a payment type. With nothing due (`free`) there
 * is no amount or type to ask for, only the signature.
 */
export function submissionProblem(paid: Paid | null, signature: string | null, free = false): string | null {
  if (free) return signature ? null : M.SignBeforeSubmitting;
  if (!paid || paid.cents <= 0) return M.AmountZero;
  if (!signature) return M.SignBeforeSubmitting;
  if (!paid.type) return M.SelectPaymentType;
  return null;
}

/**
 * The customer's work authorization from the e-mailed link (/authorization?id=<encrypted id>):
 * approve services, visits and materials, sign, pay the deposit through the secure form, submit.
 * Every figure comes from the server; the deposit may be paid only once the approvals are settled,
 * and the approvals stay as paid for. With view=admin a signed-in office user does the same as the
 * sales rep, and the approval is recorded as theirs.
 */
export function AuthorizationPage({ id, admin = false }: { id: string | null; admin?: boolean }) {
  const wa = useCustomerWa(id, admin);
  const [signature, setSignature] = useState<string | null>(null);
  const [paid, setPaid] = useState<Paid | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (wa.load.state !== 'ok') return <NotShown load={wa.load} />;

  const record = wa.load.wa;
  const company = wa.load.company;
  const open = customerMayChange(record.StatusId);
  const free =
    !paid &&
    submitsWithoutPayment(
      dollarsToCents(record.TotalApprovedCost) ?? 0,
      dollarsToCents(record.DefaultDeposit) ?? 0,
    );
  const submit = async () => {
    const why = submissionProblem(paid, signature, free);
    setProblem(why);
    if (why || !signature) return;
    if (free) {
      await wa.submit({ Amount: 0, PaymentMethodId: 0, Signature: signature, AuthorizeTransactionId: null });
      return;
    }
    if (!paid) return;
    await wa.submit({
      Amount: paid.cents / 100,
      PaymentMethodId: paid.type,
      Signature: signature,
      AuthorizeTransactionId: paid.transId,
    });
  };

  return (
    <PublicCard title={CUSTOMER_WA_TITLE} brand={<CompanyHeading company={company} />}>
      {admin && <AdminNote wa={record} />}
      <Heading wa={record} />
      {!open && <Closed wa={record} />}
      <WaLines
        groups={record.ProposalGroups}
        locked={!open || wa.busy || !!paid}
        onService={(s, v, on) => void wa.approveService(s, v, on)}
        onMaterial={(m, on) => void wa.approveMaterial(m, on)}
      />
      {open && paid && <p className="cp-dim">Your approvals are kept as they were when you paid.</p>}
      <WaTotals wa={record} />
      {wa.error && <Notice tone="error">{wa.error}</Notice>}
      {open && (
        <>
          <SignaturePad label="Signature" onChange={setSignature} />
          {paid ? (
            <Notice tone="success">
              Your payment of {formatCurrency(paid.cents)} was received (transaction {paid.transId}).
            </Notice>
          ) : record.DefaultDeposit > 0 ? (
            <PayDeposit
              // A changed approval changes what is due: the form starts again from the new figure.
              key={record.DefaultDeposit}
              reference={`wa:${id ?? ''}`}
              dueCents={dollarsToCents(record.DefaultDeposit) ?? 0}
              onPaid={(r, cents, type) => setPaid({ transId: r.transId, cents, type })}
            />
          ) : free ? (
            <p className="cp-dim">No deposit is due: sign and submit your approval.</p>
          ) : (
            <p className="cp-dim">Approve the services you want; the deposit due is shown above.</p>
          )}
          {problem && <Notice tone="error">{problem}</Notice>}
          <button
            type="button"
            className="cp-public-button"
            aria-busy={wa.busy}
            disabled={wa.busy}
            onClick={() => void submit()}
          >
            Submit approval
          </button>
        </>
      )}
      <button type="button" className="cp-public-link cp-wa-print" onClick={() => window.print()}>
        Print
      </button>
    </PublicCard>
  );
}

function NotShown({ load }: { load: Exclude<WaLoad, { state: 'ok' }> }) {
  return (
    <PublicCard title={CUSTOMER_WA_TITLE}>
      {load.state === 'loading' ? (
        <p className="cp-dim">Loading…</p>
      ) : load.state === 'signin' ? (
        <>
          <Notice tone="warning">{M.AdminSignIn}</Notice>
          <a className="cp-public-link" href="/login">
            Sign in to Canopy
          </a>
        </>
      ) : (
        <Notice tone="error">{load.message}</Notice>
      )}
    </PublicCard>
  );
}

function AdminNote({ wa }: { wa: WorkAuthorization }) {
  return (
    <>
      <Notice tone="warning">{M.ActingAsRep}</Notice>
      <a className="cp-public-link" href={`/workauthorization/info?id=${wa.Id}`}>
        Back to the work authorization
      </a>
    </>
  );
}

/** The server draws the same in the page (`waHeadingHtml`), so it is there before the scripts. */
function Heading({ wa }: { wa: WorkAuthorization }) {
  return (
    <p className="cp-wa-heading">
      <strong>Proposal {wa.ProposalNumber}</strong>
      <br />
      {wa.AccountName}
      <br />
      <span className="cp-dim">{wa.Address}</span>
    </p>
  );
}

function Closed({ wa }: { wa: WorkAuthorization }) {
  if (wa.StatusId === S.ReceivedFromClient)
    return <Notice tone="success">Thank you. Your approval was received and is with our office.</Notice>;
  return (
    <Notice tone="warning">This work authorization is {wa.Status} and can no longer be changed here.</Notice>
  );
}
