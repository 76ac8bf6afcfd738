import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Group, List, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { F, InvoiceEmailMessages as W, type InvoiceListItem } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import type { DataListColumn } from '../../ui/dataListTypes';
import { handleApiError } from '../../ui/handleApiError';
import { notifySuccess } from '../../ui/notify';
import { emailInvoices, printInvoices } from './invoiceDocuments';

/**
 * invoices.list's "print and email of selected invoices" (spec §2): a tick column, and a bar with
 * Print selected (one PDF) and Email selected (FullAccess only) that lists every invoice skipped.
 */
export function useInvoiceSelection() {
  const queryClient = useQueryClient();
  const mayEmail = !!((useClaims()?.Invoices ?? 0) & F);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<'print' | 'email' | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const ids = [...selected];

  const column = useMemo<DataListColumn<InvoiceListItem>>(
    () => ({
      key: 'select',
      title: '',
      width: 44,
      render: (i) => (
        <Checkbox
          aria-label={`Select invoice ${i.Id}`}
          checked={selected.has(i.Id)}
          // A tick selects; it must not also open the invoice.
          onClick={(e) => e.stopPropagation()}
          onChange={(e) => {
            const next = new Set(selected);
            if (e.currentTarget.checked) next.add(i.Id);
            else next.delete(i.Id);
            setSelected(next);
          }}
        />
      ),
    }),
    [selected],
  );

  async function print() {
    setBusy('print');
    await printInvoices(queryClient, ids);
    setBusy(null);
  }
  async function email() {
    setBusy('email');
    try {
      const answer = await emailInvoices(queryClient, ids);
      setWarnings(answer.Warnings);
      if (answer.SentInvoiceIds.length) notifySuccess(answer.Message);
      setSelected(new Set());
    } catch (e) {
      handleApiError(e, W.Failed);
    } finally {
      setBusy(null);
    }
  }

  const bar = (
    <>
      {ids.length > 0 && (
        <Group gap="sm" wrap="wrap" role="toolbar" aria-label="Selected invoices">
          <Text size="sm">{ids.length} selected</Text>
          <Button variant="default" loading={busy === 'print'} onClick={() => void print()}>
            Print selected
          </Button>
          {mayEmail && (
            <Button variant="default" loading={busy === 'email'} onClick={() => void email()}>
              Email selected
            </Button>
          )}
          <Button variant="subtle" onClick={() => setSelected(new Set())}>
            Clear
          </Button>
        </Group>
      )}
      {warnings.length > 0 && (
        <Alert color="yellow" title="Not emailed" withCloseButton onClose={() => setWarnings([])}>
          <List size="sm">
            {warnings.map((w) => (
              <List.Item key={w}>{w}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
  return { column, bar };
}
