import { useState } from 'react';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Messages,
  type Material,
  type MaterialServiceChoice,
  type WorkOrder,
  type WorkOrderMaterial,
} from '@canopy/shared';
import { useLookup } from '../../offline/hooks';
import { deviceSaved, useSyncStatusStore } from '../../offline/status';
import { ApiError } from '../../kernel/api/errors';
import { ConcurrencyDialog } from '../../ui/ConcurrencyDialog';
import { failureMessage } from '../../ui/apiErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { draftBody, draftOf, emptyDraft, type MaterialDraft } from './materialDraft';
import { MaterialFields } from './MaterialFields';
import { addWorkOrderMaterial, saveWorkOrderMaterial } from './mutations';
import {
  catalogueMaterialsLookup,
  catalogueMaterialsQuery,
  materialServicesLookup,
  materialServicesQuery,
} from './queries';

export interface MaterialFormProps {
  workOrder: WorkOrder;
  typeId: number;
  typeLabel: string;
  /** The row being edited, or null to add one. */
  editing: WorkOrderMaterial | null;
  prices: boolean;
  onDone: () => void;
  /** Saves on the device instead (offline): the call's body and the choices it names. */
  onSave?: (body: MaterialBody, chosen: Chosen) => Promise<void>;
}

export type MaterialBody = { MaterialTypeId: number } & ReturnType<typeof draftBody>;
export type Chosen = { material?: Material; service?: MaterialServiceChoice; draft: MaterialDraft };

/** Adds a material of the type or edits one row; only one is open at a time (spec §4). */
export function MaterialForm(props: MaterialFormProps) {
  const { workOrder, typeId, typeLabel, editing, prices, onDone, onSave } = props;
  const queryClient = useQueryClient();
  const online = useSyncStatusStore((s) => s.online);
  // Without a connection: the choices as the device last kept them.
  const keptMaterials = useLookup(catalogueMaterialsLookup, false);
  const keptServices = useLookup(materialServicesLookup(workOrder.Id), false);
  const materials = useQuery({ ...catalogueMaterialsQuery, enabled: online }).data ?? keptMaterials ?? [];
  const services =
    useQuery({ ...materialServicesQuery(workOrder.Id), enabled: online }).data ?? keptServices ?? [];
  const [draft, setDraft] = useState<MaterialDraft>(() => (editing ? draftOf(editing) : emptyDraft()));
  const [version, setVersion] = useState(editing?.Version ?? 1);
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState<WorkOrderMaterial | null>(null);
  const choices = materials.filter(
    (m) => m.MaterialTypeId === typeId && (!m.Archived || m.Id === editing?.MaterialId),
  );

  async function submit(withVersion = version) {
    setSaving(true);
    const body = { MaterialTypeId: typeId, ...draftBody(draft, prices) };
    try {
      if (onSave) {
        const material = materials.find((m) => m.Id === draft.MaterialId);
        const service = services.find((s) => s.WorkOrderServiceId === draft.WorkOrderServiceId);
        await onSave(body, { material, service, draft });
        notifySuccess(deviceSaved(`${typeLabel} ${editing ? 'updated' : 'added'}`));
      } else if (editing) {
        await saveWorkOrderMaterial(queryClient, workOrder.Id, {
          Id: editing.Id,
          Version: withVersion,
          ...body,
        });
        notifySuccess(`${typeLabel} updated`);
      } else {
        await addWorkOrderMaterial(queryClient, { WorkOrderId: workOrder.Id, ...body });
        notifySuccess(`${typeLabel} added`);
      }
      setStale(null);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.isConflict) {
        setStale((error.data as { Current: WorkOrderMaterial }).Current);
        return;
      }
      notifyError(
        failureMessage(error, editing ? Messages.UpdatingMaterialFailed : Messages.AddingMaterialFailed),
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={5}>
          {editing ? `Edit ${typeLabel.toLowerCase()}` : `Add ${typeLabel.toLowerCase()}`}
        </Title>
        <MaterialFields
          draft={draft}
          onChange={setDraft}
          materials={choices}
          services={services}
          serviceGroupId={workOrder.ServiceGroupId}
          prices={prices}
          typeLabel={typeLabel}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={saving}>
            {editing ? 'Save' : 'Add'}
          </Button>
        </Group>
      </Stack>
      <ConcurrencyDialog
        opened={stale !== null}
        loading={saving}
        onAccept={() => {
          const v = stale!.Version;
          setVersion(v);
          void submit(v);
        }}
        onDecline={() => {
          setDraft(draftOf(stale!));
          setVersion(stale!.Version);
          setStale(null);
        }}
      />
    </Paper>
  );
}
