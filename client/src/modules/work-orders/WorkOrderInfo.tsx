import { useCallback, useEffect, useRef } from 'react';
import { Alert, Button, Group, Loader } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ALL_FLAGS, has, Messages, type SyncWorkOrder, type WorkOrder } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { useReturnPages } from '../../kernel/session/returnPages';
import { homePath, useClaims } from '../../kernel/session/sessionStore';
import { pinWorkOrder } from '../../offline/engine';
import { useOfflineRecordById } from '../../offline/hooks';
import { useSyncStatusStore } from '../../offline/status';
import { failureMessage } from '../../ui/apiErrors';
import { BasicInfoTab, type FlushEdits } from './BasicInfoTab';
import { DeviceWorkOrderInfo } from './DeviceWorkOrderInfo';
import { InfoTabs, infoTabs } from './InfoTabs';
import { workOrderKeys, workOrderQuery } from './queries';
import type { WorkOrderTab } from './search';
import { WorkOrderActions } from './WorkOrderActions';
import { WorkOrderHeader } from './WorkOrderHeader';
import { WorkOrderSections } from './WorkOrderSections';

const connectionLost = (e: unknown) => e instanceof ApiError && e.isNetwork;

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
  const flushRef = useRef<FlushEdits>(async () => true);
  const onFlushReady = useCallback((f: FlushEdits) => {
    flushRef.current = f;
  }, []);
  // Opened online, the work order is kept on the device, so its crew tabs work without a signal.
  useEffect(() => {
    if (online) void pinWorkOrder(search.id);
  }, [online, search.id]);

  const back = () => {
    const trail = search.returnPage ?? useReturnPages.getState().pop();
    const list = has(claims, 'WorkOrder_Menu', ALL_FLAGS) ? '/workorders/' : homePath();
    void navigate({ href: trail ?? list });
  };
  const cache = (w: WorkOrder) => {
    queryClient.setQueryData(workOrderKeys.one(w.Id), w);
    void queryClient.invalidateQueries({ queryKey: workOrderKeys.list });
  };
  const refetch = () => void queryClient.invalidateQueries({ queryKey: workOrderKeys.all });
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
  if (query.isPending) return <Loader m="xl" aria-label="Loading work order" />;
  if (query.error)
    return (
      <Alert color="red" title="The work order could not be loaded">
        <Group justify="space-between">
          {query.error instanceof ApiError && query.error.status === 404
            ? 'Work order not found: it does not exist or is outside what you may see.'
            : failureMessage(query.error, Messages.ServerError)}
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={back}>
              Back
            </Button>
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </Group>
        </Group>
      </Alert>
    );

  const workOrder = query.data;
  return (
    <>
      <WorkOrderHeader
        workOrder={workOrder}
        onBack={back}
        actions={
          <WorkOrderActions
            workOrder={workOrder}
            flush={() => flushRef.current()}
            cache={cache}
            refetch={refetch}
            returnPage={search.returnPage}
          />
        }
      />
      <InfoTabs
        tabs={tabs}
        tab={tab}
        onChange={select}
        panel={(value) =>
          value === 'basic' ? (
            <BasicInfoTab workOrder={workOrder} onFlushReady={onFlushReady} />
          ) : (
            <WorkOrderSections tab={value} workOrder={workOrder} onChanged={refetch} />
          )
        }
      />
    </>
  );
}
