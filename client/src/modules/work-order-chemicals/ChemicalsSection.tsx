import { useState } from 'react';
import { Alert, Anchor, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { F, has, Messages, R, type WorkOrder } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { useSyncStatusStore } from '../../offline/status';
import { QueryState } from '../../ui/QueryState';
import { DeviceChemicalsSection } from './DeviceChemicalsSection';
import { workOrderServicesQuery } from './queries';
import { ServiceChemicals } from './ServiceChemicals';

/**
 * The work order's chemicals tab: per service, the chemicals applied and their application
 * records (WorkOrders_ActualChemicalsUsed: ReadOnly or Full views, Full adds and records).
 */
export function ChemicalsSection({ workOrder }: { workOrder: WorkOrder; onChanged: () => void }) {
  // Without a connection, the crew works from what the device holds and saves to it.
  const online = useSyncStatusStore((s) => s.online);
  if (!online) return <DeviceChemicalsSection workOrderId={workOrder.Id} />;
  return <OnlineChemicals workOrder={workOrder} />;
}

function OnlineChemicals({ workOrder }: { workOrder: WorkOrder }) {
  const claims = useClaims();
  const [includeArchived, setIncludeArchived] = useState(false);
  const services = useQuery(workOrderServicesQuery(workOrder.Id));
  if (!has(claims, 'WorkOrders_ActualChemicalsUsed', R | F))
    return <Alert color="gray">{Messages.NotAuthorized}</Alert>;
  const canEdit = has(claims, 'WorkOrders_ActualChemicalsUsed', F);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>Chemicals</Title>
        <Group>
          {/* A page of its own (reloaded, not routed) so it prints without the work order around it. */}
          <Anchor href={`/workorders/applicationlog?id=${workOrder.Id}`}>Application log</Anchor>
          <Switch
            label="Include archived"
            checked={includeArchived}
            onChange={(e) => setIncludeArchived(e.currentTarget.checked)}
          />
        </Group>
      </Group>
      <QueryState query={services}>
        {(list) =>
          list.length ? (
            list.map((s) => (
              <Card key={s.Id} withBorder padding="sm">
                <Text fw={600} mb="xs">
                  {s.ServiceName}
                  {s.Completed ? ' (completed)' : ''}
                </Text>
                <ServiceChemicals
                  workOrderId={workOrder.Id}
                  serviceId={s.Id}
                  serviceName={s.ServiceName}
                  canEdit={canEdit && !s.Archived}
                  includeArchived={includeArchived}
                />
              </Card>
            ))
          ) : (
            <Text c="dimmed">This work order has no services to record chemicals on.</Text>
          )
        }
      </QueryState>
    </Stack>
  );
}
