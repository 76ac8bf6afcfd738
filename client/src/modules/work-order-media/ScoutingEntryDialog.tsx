import { useMemo } from 'react';
import { Divider, Modal, Stack, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import {
  Messages,
  SCOUTING_ENTRY_NOTES_MAX,
  ScoutingReportMessages as M,
  type ScoutingEntry,
  type WorkOrderScouting,
} from '@canopy/shared';
import { RecordForm } from '../../ui/RecordForm';
import { withConflictAs } from './conflicts';
import { FindingSelect } from './FindingSelect';
import { OtherItemRows } from './OtherItemRows';
import { addScoutingEntry, saveScoutingEntry, scoutingItemQuery } from './queries';
import { ScoutingItemSelect } from './ScoutingItemSelect';
import {
  blankEntry,
  entryValues,
  kindsFor,
  newEntryBody,
  saveEntryBody,
  type EntryValues,
} from './scoutingForm';

export type ScoutingEntryDialogProps = {
  report: WorkOrderScouting;
  /** The entry being edited, 'new' to add one, null when closed. */
  entry: ScoutingEntry | 'new' | null;
  onClose: () => void;
  onSaved: (entry: ScoutingEntry) => void;
};

/** What was found on one inventory item: catalogue findings, other findings by name, and notes. */
export function ScoutingEntryDialog({ report, entry, onClose, onSaved }: ScoutingEntryDialogProps) {
  const existing = entry && entry !== 'new' ? entry : null;
  const record = useMemo(() => (existing ? entryValues(existing) : blankEntry()), [existing]);
  const weeds = report.WeedTypesAllowed;

  async function submit(v: EntryValues): Promise<EntryValues> {
    try {
      const saved = v.Id
        ? await saveScoutingEntry(saveEntryBody(v, weeds))
        : await addScoutingEntry(newEntryBody(report.WorkOrderId, v, weeds));
      onSaved(saved);
      return entryValues(saved);
    } catch (error) {
      return withConflictAs(error, entryValues);
    }
  }

  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={existing ? `Scouting entry – ${existing.ServiceItem.Name}` : 'Add scouting entry'}
      size="xl"
      centered
    >
      {entry !== null && (
        <RecordForm<EntryValues>
          record={record}
          onSubmit={submit}
          onSaved={onClose}
          onCancel={onClose}
          successMessage={Messages.UpdatedSuccessfully}
          errorMessage={M.AddingInfoFailed}
          validate={{ ServiceItemId: (v) => (v ? null : M.SelectInventoryItem) }}
        >
          {(form) => <EntryFields report={report} existing={existing} values={form.values} form={form} />}
        </RecordForm>
      )}
    </Modal>
  );
}

function EntryFields({
  report,
  existing,
  values,
  form,
}: {
  report: WorkOrderScouting;
  existing: ScoutingEntry | null;
  values: EntryValues;
  form: UseFormReturnType<EntryValues>;
}) {
  const set = <K extends keyof EntryValues>(k: K, v: EntryValues[K]) => form.setFieldValue(k, v as never);
  const item = useQuery({ ...scoutingItemQuery(values.ServiceItemId ?? 0), enabled: !!values.ServiceItemId });
  return (
    <Stack gap="sm">
      <ScoutingItemSelect
        accountLocationId={report.AccountLocationId}
        serviceGroupId={report.ServiceGroupId}
        value={values.ServiceItemId}
        onChange={(id) => set('ServiceItemId', id)}
        current={existing?.ServiceItem}
        error={form.errors['ServiceItemId']}
      />
      {kindsFor(report.WeedTypesAllowed).map((k) => (
        <Stack key={k.field} gap={4}>
          <Divider />
          <FindingSelect
            kind={k}
            value={values[k.field]}
            onChange={(ids) => set(k.field, ids)}
            suggested={item.data?.[k.field]}
            recorded={existing?.[k.field]}
            error={form.errors[k.field]}
          />
          <OtherItemRows kind={k} lines={values[k.other]} onChange={(l) => set(k.other, l)} />
        </Stack>
      ))}
      <Divider />
      <Textarea
        label="Notes"
        autosize
        minRows={2}
        maxLength={SCOUTING_ENTRY_NOTES_MAX}
        value={values.Notes}
        onChange={(e) => set('Notes', e.currentTarget.value)}
      />
    </Stack>
  );
}
