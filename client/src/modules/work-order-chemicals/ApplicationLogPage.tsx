import { useState } from 'react';
import { Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import {
  fieldLabel,
  todayIsoDate,
  WorkOrderChemicalMessages as M,
  type ApplicationFieldKey,
} from '@canopy/shared';
import { failureMessage } from '../../ui/apiErrors';
import { notifyError } from '../../ui/notify';
import { QueryState } from '../../ui/QueryState';
import classes from './ApplicationLogPage.module.css';
import { applicationLogQuery, fetchApplicationsCsv } from './queries';
import { missingText, recordLines } from './recordText';

/** The work order's application log, styled for printing, and the CSV export of its branch's records. */
export function ApplicationLogPage() {
  const { id } = useSearch({ from: '/app/workorders/applicationlog' });
  const log = useQuery(applicationLogQuery(id));
  return (
    <QueryState query={log}>
      {(l) => (
        <Stack>
          <Group justify="space-between" className={classes.noPrint}>
            <Title order={2}>Application log</Title>
            <Button onClick={() => window.print()}>Print</Button>
          </Group>
          <Text>
            Work order {l.WorkOrderId} · {l.AccountName} · {l.SiteAddress}
          </Text>
          <Text size="sm" c="dimmed">
            {l.Profile
              ? `${l.Profile.Name} requires: ${l.Profile.RequiredFields.map((k) => fieldLabel(k as ApplicationFieldKey)).join(', ') || 'nothing'}`
              : `No state profile for ${l.State || 'this location'}.`}
          </Text>
          {l.Entries.length === 0 && <Text c="dimmed">No chemicals were applied on this work order.</Text>}
          {l.Entries.map(({ ServiceName, ServiceCompleted, Chemical: c }) => (
            <Card key={c.Id} withBorder padding="sm" className={classes.entry}>
              <Text fw={600}>
                {c.Chemical} · {ServiceName}
                {ServiceCompleted ? ' (completed)' : ''}
              </Text>
              <Text size="sm">
                {c.ActualGallonsUsed} gal used · {c.Carrier} · {c.Unit}
                {c.MixRate === null ? '' : ` · mix rate ${c.MixRate}`}
              </Text>
              {c.Record ? (
                <Table withRowBorders={false} verticalSpacing={2}>
                  <Table.Tbody>
                    {recordLines(c.Record).map(([label, value]) => (
                      <Table.Tr key={label}>
                        <Table.Td w={120} fw={500}>
                          {label}
                        </Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              ) : (
                <Text c="dimmed">Not recorded.</Text>
              )}
              {c.Revisions > 1 && <Text size="xs">Revision {c.Revisions} of the record.</Text>}
              {c.Missing.length > 0 && (
                <Text size="sm" c="red">
                  Needed: {missingText(c.Missing)}
                </Text>
              )}
            </Card>
          ))}
          <ExportForm />
        </Stack>
      )}
    </QueryState>
  );
}

/** The CSV of every record applied in a date range, in the user's reach. */
function ExportForm() {
  const today = todayIsoDate();
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const blob = await fetchApplicationsCsv({ From: from, To: to });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `chemical-applications-${from}-${to}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      notifyError(failureMessage(error, M.ExportRange));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card withBorder padding="sm" className={classes.noPrint}>
      <Text fw={600} mb="xs">
        Export application records (CSV)
      </Text>
      <Group align="flex-end">
        <TextInput label="From" type="date" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput label="To" type="date" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
        <Button onClick={() => void download()} loading={busy}>
          Export CSV
        </Button>
      </Group>
    </Card>
  );
}
