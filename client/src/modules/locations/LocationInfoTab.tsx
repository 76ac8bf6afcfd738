import { useEffect, useMemo, useState } from 'react';
import { Alert, Grid, Paper, Stack, Table, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatDate, type AccountLocation } from '@canopy/shared';
import { AccountSummaryPanels, PurchaseOrderPanel } from '../account-extras';
import { ContactInfoPanel, DirectionsPanel, InfoPanel } from './LocationPanels';

export interface LocationInfoTabProps {
  location: AccountLocation;
  canEdit: boolean;
  onDirtyChange: (dirty: boolean) => void;
}

type PanelName = 'info' | 'contact' | 'directions';

/** The location's three panels, its transfers, and the account's summary and purchase orders. */
export function LocationInfoTab({ location: l, canEdit, onDirtyChange }: LocationInfoTabProps) {
  const [dirty, setDirty] = useState<Record<PanelName, boolean>>({
    info: false,
    contact: false,
    directions: false,
  });
  const anyDirty = dirty.info || dirty.contact || dirty.directions;
  useEffect(() => onDirtyChange(anyDirty), [anyDirty, onDirtyChange]);
  // Stable callbacks that leave the state alone when nothing changed: RecordForm reports its
  // dirtiness from an effect that reruns whenever the callback changes.
  const track = useMemo(() => {
    const one = (panel: PanelName) => (d: boolean) =>
      setDirty((cur) => (cur[panel] === d ? cur : { ...cur, [panel]: d }));
    return { info: one('info'), contact: one('contact'), directions: one('directions') };
  }, []);
  const readOnly = !canEdit;

  return (
    <Stack gap="md">
      {l.TaxRateWarning && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="No tax rate">
          {l.TaxRateWarning}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <InfoPanel location={l} readOnly={readOnly} onDirtyChange={track.info} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="md">
            <ContactInfoPanel location={l} readOnly={readOnly} onDirtyChange={track.contact} />
            <DirectionsPanel location={l} readOnly={readOnly} onDirtyChange={track.directions} />
          </Stack>
        </Grid.Col>
      </Grid>
      {l.Transfers.length > 0 && (
        <Paper withBorder p="md">
          <Title order={2} size="h5" mb="xs">
            Transfers
          </Title>
          <Table fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>From account</Table.Th>
                <Table.Th>To account</Table.Th>
                <Table.Th>By</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {l.Transfers.map((t) => (
                <Table.Tr key={t.Id}>
                  <Table.Td>{formatDate(t.TransferredOn)}</Table.Td>
                  <Table.Td>{t.FromAccountName}</Table.Td>
                  <Table.Td>{t.ToAccountName}</Table.Td>
                  <Table.Td>{t.TransferredBy ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      <AccountSummaryPanels accountId={l.AccountId} locationId={l.Id} />
      <PurchaseOrderPanel accountId={l.AccountId} canEdit={canEdit} />
    </Stack>
  );
}
