import { useState } from 'react';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { B, F, InvoiceApprovedStatuses, type Invoice } from '@canopy/shared';
import { useClaims } from '../../../kernel/session/sessionStore';
import { money } from '../money';
import { InvoicePaymentDialog } from './InvoicePaymentDialog';
import { OverageDialog } from './OverageDialog';

/**
 * The account's money on account on invoices.info, with the payment dialog (Invoices Branch or Full),
 * the overage payment dialog (Full) and the way to the multiple payment screen.
 */
export function InvoicePaymentActions({ invoice }: { invoice: Invoice }) {
  const claims = useClaims();
  const [open, setOpen] = useState<'payment' | 'overage' | null>(null);
  const value = claims?.Invoices ?? 0;
  const payable = invoice.ApprovedStatusId === InvoiceApprovedStatuses.Approved && invoice.AmountDue > 0;
  const balance = invoice.Account.AccountBalance.Balance;
  return (
    <Group gap="md" wrap="wrap">
      <Text size="sm">
        Money on account: <b>{money(balance)}</b>
      </Text>
      {payable && !!(value & (B | F)) && <Button onClick={() => setOpen('payment')}>Add payment</Button>}
      {payable && !!(value & F) && balance > 0 && (
        <Button variant="light" onClick={() => setOpen('overage')}>
          Apply overage
        </Button>
      )}
      {!!(value & (B | F)) && (
        <Anchor
          component={Link}
          to={'/invoices/payments' as never}
          search={{ accountId: invoice.AccountId } as never}
        >
          Multiple payment
        </Anchor>
      )}
      {open === 'payment' && <InvoicePaymentDialog invoice={invoice} onClose={() => setOpen(null)} />}
      {open === 'overage' && <OverageDialog invoice={invoice} onClose={() => setOpen(null)} />}
    </Group>
  );
}
