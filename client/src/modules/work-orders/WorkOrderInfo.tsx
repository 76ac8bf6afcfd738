import { useCallback, useRef } from 'react';
import { Alert, Button, Group, Loader, Tabs } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ALL_FLAGS, F, has, Messages, R, type ClaimFlags, type WorkOrder } from '@canopy/shared';
import { ApiError } from '../../app/api/errors';
import { useReturnPages } from '../../app/session/returnPages';
import { homePath, useClaims } from '../../app/session/sessionStore';
import { failureMessage } from '../../ui/apiErrors';
import { BasicInfoTab, type FlushEdits } from './BasicInfoTab';
import { workOrderKeys, workOrderQuery } from './queries';
import type { WorkOrderTab } from './search';
import { WorkOrderActions } from './WorkOrderActions';
import { WorkOrderHeader } from './WorkOrderHeader';
import { WorkOrderSections } from './WorkOrderSections';

type TabDef = { value: WorkOrderTab; label: string; visible: (c: ClaimFlags | undefined) => boolean };

// Sub-record tabs show to whoever may view them (spec §6: ReadOnly or Full views).
const TABS: TabDef[] = [
  { value: 'basic', label: 'Basic info', visible: () => true },
  { value: 'services', label: 'Services', visible: (c) => has(c, 'WorkOrders_Services', R | F) },
  { value: 'dailylogs', label: 'Daily logs', visible: (c) => has(c, 'WorkOrders_DailyLogs', R | F) },
  { value: 'images', label: 'Images', visible: () => true },
  { value: 'scouting', label: 'Scouting report', visible: (c) => has(c, 'WorkOrders_ScoutingReport', R | F) },
];

/** Work order info (/workorders/info?id&tab&returnPage). */
export function WorkOrderInfo() {
  const search = useSearch({ from: '/app/workorders/info' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const claims = useClaims();
  const query = useQuery(workOrderQuery(search.id));
  const flushRef = useRef<FlushEdits>(async () => true);
  const onFlushReady = useCallback((f: FlushEdits) => {
    flushRef.current = f;
  }, []);

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
  const tabs = TABS.filter((t) => t.visible(claims));
  const requested = search.tab ?? 'basic';
  const tab = tabs.some((t) => t.value === requested) ? requested : 'basic';
  const select = (next: string | null) =>
    void navigate({
      to: '/workorders/info',
      search: { ...search, tab: next && next !== 'basic' ? (next as WorkOrderTab) : undefined },
      replace: true,
    });

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
      {/* Basic info stays mounted under other tabs, so its edits survive and completion can save them. */}
      <Tabs value={tab} onChange={select} keepMounted={false} keepMountedMode="display-none">
        <Tabs.List mb="md">
          {tabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="basic" keepMounted>
          <BasicInfoTab workOrder={workOrder} onFlushReady={onFlushReady} />
        </Tabs.Panel>
        {tabs.map(
          ({ value }) =>
            value !== 'basic' && (
              <Tabs.Panel key={value} value={value}>
                <WorkOrderSections tab={value} workOrder={workOrder} onChanged={refetch} />
              </Tabs.Panel>
            ),
        )}
      </Tabs>
    </>
  );
}
