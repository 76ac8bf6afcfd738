import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import type { SyncWorkOrder } from '@canopy/shared';
import { LoadNotice } from '../../ui/LoadNotice';
import { DeviceWaLinks } from '../work-authorizations/device/DeviceWaLinks';
import { NOT_OFFLINE_YET } from '../work-order-services/crewWorkOrder';
import { BasicInfoTab } from './BasicInfoTab';
import { CrewSchedule } from './CrewSchedule';
import { DeviceActions } from './DeviceActions';
import { InfoTabs, type TabDef } from './InfoTabs';
import { NEEDS_CONNECTION } from './needsConnection';
import type { WorkOrderTab } from './search';
import { WorkOrderHeader } from './WorkOrderHeader';
import { WorkOrderSections } from './WorkOrderSections';

export interface DeviceWorkOrderInfoProps {
  /** The device's copy; undefined while it is read, null when the device does not hold it. */
  record: SyncWorkOrder | null | undefined;
  tabs: TabDef[];
  tab: WorkOrderTab;
  onTab: (next: string | null) => void;
  onBack: () => void;
  onRetry: () => void;
}

// Nothing here refetches: the crew sections save to the device, and the work order's own changes
// arrive with the next sync. Basic info is read-only here, so there are no edits to save either.
const noRefetch = () => {};

/** The info screen without a connection, from the work order as last synced to this device. */
export function DeviceWorkOrderInfo({ record, tabs, tab, onTab, onBack, onRetry }: DeviceWorkOrderInfoProps) {
  if (record === undefined) return <Loader m="xl" aria-label="Loading work order" />;
  if (record === null)
    return (
      <LoadNotice
        color="yellow"
        title="Offline"
        onRetry={onRetry}
        actions={
          <Button size="xs" variant="default" onClick={onBack}>
            Back
          </Button>
        }
      >
        {NOT_OFFLINE_YET}
      </LoadNotice>
    );

  return (
    <>
      <WorkOrderHeader workOrder={record} onBack={onBack} actions={<DeviceActions workOrder={record} />} />
      <Stack gap="md" mb="lg" maw={1100}>
        <Text size="sm" c="dimmed">
          Offline: this is the work order as last synced to this device.
        </Text>
        {record.Description && <Text>{record.Description}</Text>}
        <CrewSchedule workOrder={record} />
        <DeviceWaLinks locationId={record.AccountLocationId} workOrderId={record.Id} />
      </Stack>
      <InfoTabs
        tabs={tabs}
        tab={tab}
        onChange={onTab}
        panel={(value) => {
          if (value === 'basic') return <BasicInfoTab workOrder={record} offline />;
          // The services list and its prices are read from the server only.
          if (value === 'services')
            return (
              <Alert color="gray" variant="light" title={NEEDS_CONNECTION}>
                The services of this work order are shown when the device is back online.
              </Alert>
            );
          return <WorkOrderSections tab={value} workOrder={record} onChanged={noRefetch} />;
        }}
      />
    </>
  );
}
