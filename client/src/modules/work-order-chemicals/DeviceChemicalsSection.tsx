import { useMemo } from 'react';
import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import {
  F,
  has,
  Messages,
  R,
  type Applicator,
  type IdName,
  type SyncServiceWeather,
  type WorkOrderChemical,
} from '@canopy/shared';
import { useLookup, useOfflineRecords } from '../../offline/hooks';
import { applicatorsLookup, CREW_LOOKUPS } from '../../offline/lookups';
import { useClaims, useSession } from '../../kernel/session/sessionStore';
import { CrewWorkOrderGate } from '../work-order-services/crewWorkOrder';
import type { DeviceHistory, LineChoices } from './deviceChemicals';
import { DeviceServiceChemicals } from './DeviceServiceChemicals';

const options = (rows: IdName[] | undefined) =>
  (rows ?? []).map((r) => ({ value: String(r.Id), label: r.Name }));

/**
 * The chemicals tab without a connection, from what the device holds of the work order: per service,
 * its weather and chemical lines with their application records. Lines, records and weather are
 * saved on the device and sent when it is back online; a record the server refuses waits on the
 * review page, and can be fixed here.
 */
export function DeviceChemicalsSection({ workOrderId }: { workOrderId: number }) {
  const claims = useClaims();
  if (!has(claims, 'WorkOrders_ActualChemicalsUsed', R | F))
    return <Alert color="gray">{Messages.NotAuthorized}</Alert>;
  return (
    <CrewWorkOrderGate workOrderId={workOrderId}>
      {(wo) => <DeviceChemicals workOrderId={wo.Id} />}
    </CrewWorkOrderGate>
  );
}

function DeviceChemicals({ workOrderId }: { workOrderId: number }) {
  const claims = useClaims();
  const session = useSession();
  const canEdit = has(claims, 'WorkOrders_ActualChemicalsUsed', F);
  const services = useOfflineRecords<SyncServiceWeather>('serviceWeather', 'Data.WorkOrderId', workOrderId);
  const lines = useOfflineRecords<WorkOrderChemical>('chemicalLine', 'Data.WorkOrderId', workOrderId);
  const histories = useOfflineRecords<DeviceHistory>('applicationRecord', 'Data.WorkOrderId', workOrderId);
  const chemicals = useLookup(CREW_LOOKUPS.chemicals) as IdName[] | undefined;
  const carriers = useLookup(CREW_LOOKUPS.chemicalCarriers) as IdName[] | undefined;
  const units = useLookup(CREW_LOOKUPS.chemicalUnits) as IdName[] | undefined;
  const conditions = useLookup(CREW_LOOKUPS.weatherConditions) as IdName[] | undefined;
  const kept = useLookup(applicatorsLookup(workOrderId)) as Applicator[] | undefined;
  const choices: LineChoices | undefined = useMemo(
    () =>
      chemicals && carriers && units
        ? { chemicals: options(chemicals), carriers: options(carriers), units: options(units) }
        : undefined,
    [chemicals, carriers, units],
  );
  // Who may be named applicator, as last read online; without that, the user recording it.
  const me = session?.Employee;
  const applicators: Applicator[] =
    kept ?? (me ? [{ Id: me.Id, Name: `${me.FirstName} ${me.LastName}`, LicenseNumber: null }] : []);
  const live = (services ?? []).filter((s) => !s.Data.Archived).sort((a, b) => (a.Id ?? 0) - (b.Id ?? 0));

  return (
    <Stack>
      <Title order={3}>Chemicals</Title>
      <Text size="sm" c="dimmed">
        Offline: changes are saved on this device and sent when it is back online.
      </Text>
      {services === undefined ? null : live.length ? (
        live.map((s) => (
          <Card key={s.Key} withBorder padding="sm">
            <Text fw={600} mb="xs">
              {s.Data.ServiceName}
              {s.Data.Completed ? ' (completed)' : ''}
            </Text>
            <DeviceServiceChemicals
              service={s}
              lines={(lines ?? []).filter((l) => l.Data.WorkOrderServiceId === s.Data.Id)}
              histories={histories ?? []}
              canEdit={canEdit}
              choices={choices}
              applicators={applicators}
              conditions={conditions}
            />
          </Card>
        ))
      ) : (
        <Text c="dimmed">This work order has no services on this device to record chemicals on.</Text>
      )}
    </Stack>
  );
}
