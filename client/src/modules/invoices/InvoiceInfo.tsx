import {
  Button,
  Group,
  MultiSelect,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import {
  B,
  F,
  formatDate,
  InvoiceApprovedStatuses,
  InvoiceMessages as M,
  type Invoice,
} from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { useClaims } from '../../kernel/session/sessionStore';
import { BackButton } from '../../ui/BackButton';
import { confirm } from '../../ui/confirm';
import { handleApiError } from '../../ui/handleApiError';
import { notifySuccess } from '../../ui/notify';
import { QueryState } from '../../ui/QueryState';
import { InvoiceDocumentButtons } from './InvoiceDocumentButtons';
import { printInvoices } from './invoiceDocuments';
import { InvoiceNotes } from './InvoiceNotes';
import { InvoicePaymentActions } from './payments/InvoicePaymentActions';
import { InvoiceTransactions } from './InvoiceTransactions';
import { money } from './money';
import { invoiceQuery, keepInvoice } from './queries';

/** invoices.info: basic info, approve, purchase orders, notes and transactions (spec §2). */
export function InvoiceInfo() {
  const { id } = useSearch({ from: '/app/invoices/info' });
  const query = useQuery({ ...invoiceQuery(id ?? 0), enabled: !!id });
  return (
    <Stack gap="md">
      <Group gap="xs">
        <BackButton fallback="/invoices" />
        <Title order={1} size="h3">
          Invoice {id ?? ''}
        </Title>
      </Group>
      {!id ? (
        <Text>{M.RetrieveFailed}</Text>
      ) : (
        <QueryState query={query} errorTitle={M.NotRetrieved}>
          {(inv) => <Info inv={inv} />}
        </QueryState>
      )}
    </Stack>
  );
}

const Field = ({ label, value }: { label: string; value: React.ReactNode }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm">{value || '—'}</Text>
  </div>
);

function Info({ inv }: { inv: Invoice }) {
  const queryClient = useQueryClient();
  const claims = useClaims();
  const mayEdit = !!((claims?.Invoices ?? 0) & (B | F));
  const pos = useQuery({
    queryKey: ['invoices', 'accountPos', inv.AccountId],
    queryFn: async () =>
      (await api.get('/accountPos/account/{accountId}', { path: { accountId: inv.AccountId } })).data,
    enabled: mayEdit,
  }).data;

  async function run(call: () => Promise<{ data: Invoice }>, failed: string, ok?: string) {
    try {
      const saved = keepInvoice(queryClient, (await call()).data);
      if (ok) notifySuccess(ok);
      return saved;
    } catch (e) {
      handleApiError(e, failed);
      return null;
    }
  }
  async function approve() {
    const saved = await run(
      () => api.put('/invoices/{id}/approve', { path: { id: inv.Id } }),
      M.ApproveFailed,
      'Invoice approved',
    );
    // Spec §4: an account that takes no email is offered the printed copy instead.
    if (
      saved?.DoNotEmail &&
      (await confirm({
        title: 'Do not email',
        message: 'This account is marked do not email. View or print the invoice instead.',
        confirmLabel: 'View / Print',
        cancelLabel: 'Not now',
      }))
    )
      await printInvoices(queryClient, [saved.Id]);
  }
  const address = inv.BillingAddress;

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Field label="Account" value={inv.AccountName} />
          <Field label="Invoice date" value={formatDate(inv.InvoiceDate)} />
          <Field label="Branch" value={inv.BranchName} />
          <Field label="Arborist" value={inv.ArboristName} />
          <Field label="Approved status" value={inv.ApprovedStatus} />
          <Field label="Payment status" value={inv.PaymentStatus} />
          <Field label="Print status" value={inv.PrintStatus} />
          <Field
            label="Billing address"
            value={
              address &&
              `${address.Address1}${address.Address2 ? ' ' + address.Address2 : ''}, ${address.City}, ${address.State} ${address.Zip}`
            }
          />
          <Field label="Tax exempt" value={inv.TaxExempt ? 'Yes' : 'No'} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 6 }} spacing="sm" mt="md">
          <Field label="Net" value={money(inv.TotalCost)} />
          <Field label="Tax" value={money(inv.TotalTax)} />
          <Field label="Invoice amount" value={money(inv.InvoiceAmount)} />
          <Field label="Payments" value={money(inv.Payments)} />
          <Field label="Adjustments" value={money(inv.Adjustments)} />
          <Field label="Amount due" value={money(inv.AmountDue)} />
        </SimpleGrid>
        <InvoicePaymentActions invoice={inv} />
        <Group mt="md" gap="md" wrap="wrap">
          <InvoiceDocumentButtons invoice={inv} />
        </Group>
        {mayEdit && (
          <Group mt="md" gap="md" wrap="wrap">
            {inv.ApprovedStatusId === InvoiceApprovedStatuses.PendingApproval && (
              <Button onClick={() => void approve()}>Approve</Button>
            )}
            <Switch
              label="Commission override"
              checked={inv.CommissionOverride}
              onChange={(e) =>
                void run(
                  () =>
                    api.put('/invoices/{id}/commission-override', {
                      path: { id: inv.Id },
                      body: { CommissionOverride: e.currentTarget.checked },
                    }),
                  M.OverrideFailed,
                )
              }
            />
          </Group>
        )}
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h5" mb="xs">
          Work orders
        </Title>
        <Table.ScrollContainer minWidth={320}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Work order</Table.Th>
                <Table.Th>Service address</Table.Th>
                <Table.Th>Net</Table.Th>
                <Table.Th>Tax rate</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {inv.InvoiceDetails.map((d) => (
                <Table.Tr key={d.Id}>
                  <Table.Td>{d.WorkOrderId}</Table.Td>
                  <Table.Td>{d.ServiceAddress}</Table.Td>
                  <Table.Td>{money(d.NetAmount)}</Table.Td>
                  <Table.Td>{d.TaxRate}%</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <MultiSelect
        label="Purchase orders"
        placeholder="None"
        data={(pos ?? []).map((p) => ({ value: String(p.Id), label: p.Po }))}
        value={inv.PurchaseOrderIds.map(String)}
        disabled={!mayEdit}
        onChange={(ids) =>
          void run(
            () => api.put('/invoices/{id}/purchaseOrders', { path: { id: inv.Id }, body: ids.map(Number) }),
            M.RetrieveFailed,
          )
        }
      />
      <InvoiceTransactions invoice={inv} mayEdit={mayEdit} />
      <InvoiceNotes invoiceId={inv.Id} mayEdit={mayEdit} />
    </Stack>
  );
}
