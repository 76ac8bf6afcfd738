import { useState } from 'react';
import { Alert, Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  F,
  has,
  R,
  mayViewServices,
  Messages,
  serviceAddRefusal,
  WORK_ORDER_SERVICE_PAGE_SIZE,
  WorkOrderServiceMessages as M,
  type WorkOrder,
  type WorkOrderService,
} from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { failureMessage } from '../../ui/apiErrors';
import { ServiceWeatherDialog } from '../weather-conditions';
import { notifyError } from '../../ui/notify';
import { AddServiceForm } from './AddServiceForm';
import { EditServiceDialog } from './EditServiceDialog';
import { saveServiceFlag } from './mutations';
import { fetchWorkOrderServices, woServiceKeys } from './queries';
import { ServiceReportButton } from './ServiceReportButton';
import { ServicesTable } from './ServicesTable';
import type { ServiceFlagChange } from './serviceColumns';

/** The services of a work order: the list (12 a page), the add form, edits and the two flags. */
export function ServicesSection({ workOrder, onChanged }: { workOrder: WorkOrder; onChanged: () => void }) {
  const claims = useClaims();
  const queryClient = useQueryClient();
  const [includeArchived, setIncludeArchived] = useState(false);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<WorkOrderService | null>(null);
  const [savingId, setSavingId] = useState<number | null>(null);
  const [weatherOf, setWeatherOf] = useState<WorkOrderService | null>(null);
  const canEdit = has(claims, 'WorkOrders_Services', F);
  const canComplete = has(claims, 'WorkOrders_Status', F);
  const canSeeWeather = has(claims, 'WorkOrders_ServiceWeatherCondition', R | F);
  const refusal = serviceAddRefusal({
    claims,
    AccountLocationId: workOrder.AccountLocationId,
    ServiceGroupId: workOrder.ServiceGroupId,
    StatusId: workOrder.StatusId,
  });
  const queryKey = woServiceKeys.list(workOrder.Id);

  if (!mayViewServices(claims)) return <Alert color="gray">{Messages.NotAuthorized}</Alert>;

  async function flag({ service, field, value }: ServiceFlagChange) {
    setSavingId(service.Id);
    try {
      await saveServiceFlag(queryClient, workOrder.Id, {
        Id: service.Id,
        Version: service.Version,
        [field]: value,
      });
      onChanged();
    } catch (error) {
      notifyError(failureMessage(error, M.UpdatingServiceFailed));
    } finally {
      setSavingId(null);
    }
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>Services</Title>
        <Group>
          <Switch
            label="Include archived"
            checked={includeArchived}
            onChange={(e) => setIncludeArchived(e.currentTarget.checked)}
          />
          <ServiceReportButton workOrderId={workOrder.Id} />
          {refusal === null && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)} disabled={adding}>
              Add service
            </Button>
          )}
        </Group>
      </Group>
      {canEdit && refusal && (
        <Text size="sm" c="dimmed">
          {refusal}
        </Text>
      )}
      {adding && refusal === null && (
        <AddServiceForm
          workOrder={workOrder}
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            onChanged();
          }}
        />
      )}
      <ServicesTable
        queryKey={queryKey}
        includeArchived={includeArchived}
        pageSize={WORK_ORDER_SERVICE_PAGE_SIZE}
        fetchPage={(req) => fetchWorkOrderServices(workOrder.Id, req)}
        canEdit={canEdit}
        canComplete={canComplete}
        savingId={savingId}
        onFlag={(c) => void flag(c)}
        onEdit={setEditing}
        onWeather={canSeeWeather ? setWeatherOf : undefined}
        onArchiveToggled={onChanged}
      />
      <ServiceWeatherDialog service={weatherOf} onClose={() => setWeatherOf(null)} />
      <EditServiceDialog
        service={editing}
        locationId={workOrder.AccountLocationId}
        onClose={() => setEditing(null)}
        onSaved={onChanged}
      />
    </Stack>
  );
}
