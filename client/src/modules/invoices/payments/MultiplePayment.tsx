import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import {
  allocatePayment,
  dollarsToCents,
  formatCurrency,
  InvoiceMessages as M,
  invoicesReference,
  isCardMethod,
  PaymentMethods,
  type PaymentAccount,
  type PaymentResult,
} from '@canopy/shared';
import { BackButton } from '../../../ui/BackButton';
import { CurrencyInput } from '../../../ui/inputs';
import { QueryState } from '../../../ui/QueryState';
import { money } from '../money';
import { AccountChooser } from './AccountChooser';
import { PaymentInvoiceList } from './PaymentInvoiceList';
import { PaymentMethodFields } from './PaymentMethodFields';
import { LastPayment } from './LastPayment';
import { paymentAccountQuery, postMultiple, refreshAfterPayment } from './queries';
import { usePaymentFlow } from './usePaymentFlow';

/** invoices.payments (spec §2): one payment entered against an account's open invoices. */
export function MultiplePayment() {
  const { accountId } = useSearch({ from: '/app/invoices/payments' });
  const navigate = useNavigate();
  const query = useQuery({ ...paymentAccountQuery(accountId ?? 0), enabled: !!accountId });
  const name = query.data?.AccountName;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <BackButton fallback="/invoices" />
        <Title order={1} size="h3">
          Multiple Payment
        </Title>
      </Group>
      <AccountChooser
        value={accountId && name ? { id: accountId, name } : null}
        onChange={(id) => void navigate({ to: '/invoices/payments', search: { accountId: id ?? undefined } })}
      />
      {accountId ? (
        <QueryState query={query} errorTitle={M.NotRetrieved}>
          {(account) => <PaymentForm key={account.AccountId} account={account} />}
        </QueryState>
      ) : (
        <Text size="sm">Choose an account to see its open invoices.</Text>
      )}
    </Stack>
  );
}

function PaymentForm({ account }: { account: PaymentAccount }) {
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState<number | null>(null);
  const [method, setMethod] = useState<number>(PaymentMethods.Check);
  const [checkNumber, setCheckNumber] = useState('');
  const [chosen, setChosen] = useState(new Map<number, number | null>());
  const [error, setError] = useState<string | null>(null);
  const [last, setLast] = useState<PaymentResult | null>(null);
  const balanceCents = dollarsToCents(account.AccountBalance.Balance) ?? 0;
  const card = isCardMethod(method);
  const dueOf = new Map(account.Invoices.map((i) => [i.Id, dollarsToCents(i.AmountDue) ?? 0]));
  const lines = account.Invoices.filter((i) => chosen.has(i.Id)).map((i) => ({
    id: i.Id,
    invoiceDate: i.InvoiceDate,
    dueCents: dueOf.get(i.Id)!,
    givenCents: card ? (chosen.get(i.Id) ?? 0) : (chosen.get(i.Id) ?? null),
  }));
  // Spec §5: a card or ACH payment is the sum of the selected invoices' amounts.
  const amountCents = card ? lines.reduce((s, l) => s + (l.givenCents ?? 0), 0) : (amount ?? 0);
  const allocation = allocatePayment(method, amountCents, lines, balanceCents);
  const flow = usePaymentFlow({
    successText: M.PaymentSubmitted,
    failureText: M.SavePaymentFailed,
    onDone: (r) => {
      setLast(r);
      setAmount(null);
      setChosen(new Map());
      setCheckNumber('');
      refreshAfterPayment(
        queryClient,
        account.AccountId,
        r.Invoices.map((i) => i.InvoiceId),
      );
    },
  });

  function changeMethod(next: number) {
    setMethod(next);
    setError(null);
    // Card and ACH state each invoice's amount; start from its balance due.
    if (isCardMethod(next)) setChosen(new Map([...chosen].map(([id, a]) => [id, a ?? dueOf.get(id) ?? 0])));
  }

  async function submit() {
    setError(null);
    if (method === PaymentMethods.Check && !checkNumber.trim()) return setError(M.CheckNumberRequired);
    const ids = lines.map((l) => l.id);
    const problem = await flow.submit({
      method,
      amountCents,
      allocation,
      reference: invoicesReference(ids),
      send: (key, transactionId) =>
        postMultiple(
          {
            AccountId: account.AccountId,
            Amount: amountCents / 100,
            PaymentMethodId: method,
            CheckNumber: method === PaymentMethods.Check ? checkNumber.trim() : null,
            AuthorizeTransactionId: transactionId,
            InvoiceTransactions: lines.map((l) => ({
              InvoiceId: l.id,
              Amount: l.givenCents === null ? null : l.givenCents / 100,
            })),
          },
          key,
        ),
    });
    if (problem) setError(problem);
  }

  return (
    <Stack gap="md">
      <Paper withBorder p="sm">
        <Text size="sm">
          Money on account: <b>{money(account.AccountBalance.Balance)}</b>
        </Text>
      </Paper>
      {last && <LastPayment result={last} />}
      <PaymentMethodFields
        method={method}
        onMethod={changeMethod}
        checkNumber={checkNumber}
        onCheckNumber={setCheckNumber}
        moneyOnAccount={balanceCents > 0}
      />
      <CurrencyInput
        label="Payment amount"
        min={0}
        value={card ? amountCents : amount}
        readOnly={card}
        onChange={(v) => {
          setError(null);
          setAmount(v);
        }}
      />
      <Title order={2} size="h5">
        Open invoices
      </Title>
      <PaymentInvoiceList
        invoices={account.Invoices}
        chosen={chosen}
        onChange={(next) => {
          setError(null);
          setChosen(next);
        }}
        amountsRequired={card}
      />
      {allocation.ok && (
        <Text size="sm" aria-live="polite">
          Applied to invoices {formatCurrency(amountCents - allocation.leftoverCents)} · Dollars on account{' '}
          {formatCurrency(allocation.leftoverCents)}
        </Text>
      )}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end">
        <Button loading={flow.busy} onClick={() => void submit()}>
          Submit payment
        </Button>
      </Group>
      {flow.cardStep}
    </Stack>
  );
}
