import { useEffect, useRef } from 'react';
import { Button, Loader } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ALL_FLAGS, has, type SyncWorkOrder } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { useReturnPages } from '../../kernel/session/returnPages';
import { homePath } from '../../app/routes/landing';
import { useClaims } from '../../kernel/session/sessionStore';
import { pinWorkOrder } from '../../offline/pins';
import { useOfflineRecordById } from '../../offline/hooks';
import { useSyncStatusStore } from '../../offline/status';
import { isNotFound } from '../../ui/apiErrors';
import { QueryState } from '../../ui/QueryState';
import type { RecordFormController } from '../../ui/RecordForm';
import { BasicInfoTab } from './BasicInfoTab';
import { DeviceWaLinks } from '../work-authorizations/device/DeviceWaLinks';
import { DeviceWorkOrderInfo } from './DeviceWorkOrderInfo';
import { InfoTabs, infoTabs } from './InfoTabs';
import { refreshWorkOrders } from './mutations';
import { workOrderQuery } from './queries';
import type { WorkOrderTab } from './search';
import { WorkOrderActions } from './WorkOrderActions';
import { WorkOrderHeader } from './WorkOrderHeader';
import { WorkOrderSections } from './WorkOrderSections';

const connectionLost = (e: unknown) => e instanceof ApiError && e.isNetwork;
const NOT_FOUND = 'Work order not found: it does not exist or is outside what you may see.';

/**
 * Work order info (/workorders/info?id&tab&returnPage). Online it is read from the server; without a
 * connection it is the copy on the device, where the crew sections keep working.
 */
export function WorkOrderInfo() {
  const search = useSearch({ from: '/app/workorders/info' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const claims = useClaims();
  const online = useSyncStatusStore((s) => s.online);
  // Offline the request cannot succeed; asking anyway would only wait out the retries.
  const query = useQuery({ ...workOrderQuery(search.id), enabled: online });
  const device = useOfflineRecordById<SyncWorkOrder>('workOrder', search.id);
  // Completing saves the basic info tab's edits first, through its form.
  const basicForm = useRef<RecordFormController>(null);
  // Opened online, the work order is kept on the device, so its crew tabs work without a signal.
  useEffect(() => {
    if (online) void pinWorkOrder(search.id);
  }, [online, search.id]);

  const back = () => {
    const trail = search.returnPage ?? useReturnPages.getState().pop();
    const list = has(claims, 'WorkOrder_Menu', ALL_FLAGS) ? '/workorders/' : homePath();
    void navigate({ href: trail ?? list });
  };
  const refetch = () => void refreshWorkOrders(queryClient);
  const { tabs, tab } = infoTabs(claims, search.tab);
  const select = (next: string | null) =>
    void navigate({
      to: '/workorders/info',
      search: { ...search, tab: next && next !== 'basic' ? (next as WorkOrderTab) : undefined },
      replace: true,
    });

  // A failed first try already tells the connection is gone; the retries need not be waited out.
  if (!online || (!query.data && connectionLost(query.error ?? query.failureReason)))
    return (
      <DeviceWorkOrderInfo
        record={device === undefined ? undefined : (device?.Data ?? null)}
        tabs={tabs}
        tab={tab}
        onTab={select}
        onBack={back}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <QueryState
      query={query}
      errorTitle="The work order could not be loaded"
      errorText={isNotFound(query.error) ? NOT_FOUND : undefined}
      loading={<Loader m="xl" aria-label="Loading work order" />}
      actions={
        <Button size="xs" variant="default" onClick={back}>
          Back
        </Button>
      }
    >
      {(workOrder) => (
        <>
          <WorkOrderHeader
            workOrder={workOrder}
            onBack={back}
            actions={
              <WorkOrderActions
                workOrder={workOrder}
                flush={async () => (basicForm.current ? basicForm.current.submit() : true)}
                refetch={refetch}
                returnPage={search.returnPage}
              />
            }
          />
          <DeviceWaLinks locationId={workOrder.AccountLocationId} workOrderId={workOrder.Id} />
          <InfoTabs
            tabs={tabs}
            tab={tab}
            onChange={select}
            panel={(value) =>
              value === 'basic' ? (
                <BasicInfoTab workOrder={workOrder} formRef={basicForm} />
              ) : (
                <WorkOrderSections tab={value} workOrder={workOrder} onChanged={refetch} />
              )
            }
          />
        </>
      )}
    </QueryState>
  );
}
