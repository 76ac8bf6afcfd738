import { useMemo, useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  F,
  has,
  R,
  WORK_ORDER_CHEMICAL_PAGE_SIZE,
  type Applicator,
  type IdName,
  type SyncServiceWeather,
  type WorkOrderChemical,
} from '@canopy/shared';
import type { LocalRecord } from '@canopy/sync/store';
import { useOfflineWriter } from '../../offline/hooks';
import { SAVED_ON_DEVICE } from '../../offline/status';
import { useClaims, useSession } from '../../kernel/session/sessionStore';
import { DataListPager } from '../../ui/DataListPager';
import { DataListTable } from '../../ui/DataListTable';
import { notifySuccess } from '../../ui/notify';
import { WeatherForm } from '../weather-conditions';
import { ApplicationHistoryDialog } from './ApplicationHistoryDialog';
import { ApplicationRecordDialog } from './ApplicationRecordDialog';
import { ChemicalLineDialog } from './ChemicalLineDialog';
import { chemicalColumns } from './chemicalColumns';
import {
  lineChange,
  recordOnDevice,
  revisionChange,
  saveLineOnDevice,
  toDeviceLine,
  type DeviceHistory,
  type DeviceLine,
  type LineChoices,
} from './deviceChemicals';

export type DeviceServiceChemicalsProps = {
  service: LocalRecord<SyncServiceWeather>;
  lines: LocalRecord<WorkOrderChemical>[];
  histories: LocalRecord<DeviceHistory>[];
  canEdit: boolean;
  choices: LineChoices | undefined;
  applicators: Applicator[];
  conditions: IdName[] | undefined;
};

/** One service on the device: its weather, and its chemical lines (12 a page) with their records. */
export function DeviceServiceChemicals({
  service,
  lines,
  histories,
  canEdit,
  choices,
  applicators,
  conditions,
}: DeviceServiceChemicalsProps) {
  const claims = useClaims();
  const session = useSession();
  const writer = useOfflineWriter();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<DeviceLine | 'new' | null>(null);
  const [recording, setRecording] = useState<DeviceLine | null>(null);
  const [viewing, setViewing] = useState<DeviceLine | null>(null);
  const [weatherOpen, setWeatherOpen] = useState(false);
  const rows = useMemo(
    () =>
      lines
        .filter((l) => !l.Data.Archived)
        .map((l) => toDeviceLine(l, histories))
        .sort((a, b) => (a.line.Id ?? Infinity) - (b.line.Id ?? Infinity)),
    [lines, histories],
  );
  const shown = rows.slice((page - 1) * WORK_ORDER_CHEMICAL_PAGE_SIZE, page * WORK_ORDER_CHEMICAL_PAGE_SIZE);
  const at = { workOrderId: service.Data.WorkOrderId, serviceId: service.Data.Id };
  const editable = canEdit && !service.Data.Archived;
  const seesWeather = has(claims, 'WorkOrders_ServiceWeatherCondition', R | F);
  const picksWeather = has(claims, 'WorkOrders_ServiceWeatherCondition', F);
  const weather = service.Data.WeatherConditions.map((c) => c.Name).join(', ');

  async function saveWeather(ids: number[]) {
    const picked = (conditions ?? []).filter((c) => ids.includes(c.Id));
    await writer.update('serviceWeather', service.Key, {
      view: { ...service.Data, WeatherConditions: picked },
      body: { WeatherConditionIds: ids },
    });
    notifySuccess(SAVED_ON_DEVICE);
  }

  const actions = (c: DeviceLine) => (
    <Group gap={4} justify="flex-end">
      {c.pending && (
        <Badge size="xs" variant="light" color="blue">
          Not synced
        </Badge>
      )}
      {c.review && (
        <Badge size="xs" variant="light" color="red">
          Needs review
        </Badge>
      )}
      {editable && (
        <Button
          size="compact-sm"
          variant="light"
          aria-label={c.Record ? `Correct record of ${c.Chemical}` : `Record application of ${c.Chemical}`}
          onClick={() => setRecording(c)}
        >
          {c.Record ? 'Correct' : 'Record'}
        </Button>
      )}
      {editable && (
        <Button
          size="compact-sm"
          variant="subtle"
          aria-label={`Edit ${c.Chemical}`}
          onClick={() => setEditing(c)}
        >
          Edit
        </Button>
      )}
      {c.Revisions > 0 && (
        <Button
          size="compact-sm"
          variant="subtle"
          aria-label={`History of ${c.Chemical}`}
          onClick={() => setViewing(c)}
        >
          History ({c.Revisions})
        </Button>
      )}
    </Group>
  );

  const me = session ? `${session.Employee.FirstName} ${session.Employee.LastName}` : '';
  return (
    <Stack gap="xs">
      {seesWeather && (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <b>Weather:</b> {weather || 'none recorded'}
          </Text>
          {picksWeather && !service.Data.Archived && (
            <Button
              size="compact-sm"
              variant="light"
              disabled={!conditions}
              onClick={() => setWeatherOpen(true)}
              aria-label={`Weather of ${service.Data.ServiceName}`}
            >
              Weather
            </Button>
          )}
        </Group>
      )}
      {picksWeather && !conditions && (
        <Text size="xs" c="dimmed">
          The weather conditions can be chosen once the device has had a connection.
        </Text>
      )}
      <DataListTable
        columns={chemicalColumns()}
        rows={shown}
        rowKey={(c: DeviceLine) => c.key}
        sort={null}
        descending={false}
        onSort={() => {}}
        loading={false}
        skeletonRows={2}
        emptyText="No chemicals recorded on this service."
        actions={actions}
        actionsWidth={200}
        editing={null}
        renderEditor={() => null}
        rowLabel={(c: DeviceLine) => c.Chemical}
      />
      <Group justify="space-between">
        <DataListPager
          variant="pages"
          page={page}
          pageCount={Math.ceil(rows.length / WORK_ORDER_CHEMICAL_PAGE_SIZE)}
          onPage={setPage}
          hasMore={false}
          isLoadingMore={false}
          onLoadMore={() => {}}
        />
        {editable && (
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing('new')}
            aria-label={`Add chemical to ${service.Data.ServiceName}`}
          >
            Add chemical
          </Button>
        )}
      </Group>
      <ChemicalLineDialog
        opened={editing !== null}
        workOrderId={at.workOrderId}
        serviceId={at.serviceId}
        line={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        device={{
          choices,
          save: async (v) => {
            const line = editing === 'new' || editing === null ? null : editing.line;
            await saveLineOnDevice(writer, line, lineChange(line, v, choices!, at));
          },
        }}
      />
      <ApplicationRecordDialog
        line={recording}
        onClose={() => setRecording(null)}
        device={{
          applicators,
          save: async (body) => {
            const named = applicators.find((a) => a.Id === body.ApplicatorId);
            const who = {
              employee: me,
              applicator: named?.Name ?? null,
              license: named?.LicenseNumber ?? null,
            };
            await recordOnDevice(writer, recording!, revisionChange(recording!, body, who));
          },
        }}
      />
      <ApplicationHistoryDialog
        line={viewing}
        onClose={() => setViewing(null)}
        revisions={viewing?.history?.Data.Revisions ?? []}
      />
      <Modal
        opened={weatherOpen}
        onClose={() => setWeatherOpen(false)}
        title={`Weather: ${service.Data.ServiceName}`}
      >
        {weatherOpen && conditions && (
          <WeatherForm
            conditions={conditions}
            picked={service.Data.WeatherConditions}
            onSave={saveWeather}
            onClose={() => setWeatherOpen(false)}
          />
        )}
      </Modal>
    </Stack>
  );
}
