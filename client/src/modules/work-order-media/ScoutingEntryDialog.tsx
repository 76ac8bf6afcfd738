import { useMemo } from 'react';
import { Divider, Modal, Stack, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import {
  Messages,
  SCOUTING_ENTRY_NOTES_MAX,
  ScoutingReportMessages as M,
  type MetaItemOption,
} from '@canopy/shared';
import { useLookup, useOfflineWriter, useSyncStatus } from '../../offline/hooks';
import { metaItemsLookup } from '../../offline/lookups';
import { RecordForm } from '../../ui/RecordForm';
import { FindingSelect } from './FindingSelect';
import { OtherItemRows } from './OtherItemRows';
import { scoutingItemQuery } from './queries';
import { blankEntry, entryValues, kindsFor, type EntryValues, type FindingKind } from './scoutingForm';
import { ScoutingItemSelect } from './ScoutingItemSelect';
import { entryChange, itemKeyOf, itemRef, type Catalogues, type EntryRow, type Tree } from './scoutingLocal';
import { deviceSaved } from '../../offline/status';

/** What the entry form needs of the work order's report. */
export type ReportFacts = {
  WorkOrderId: number;
  AccountLocationId: number | null;
  WeedTypesAllowed: boolean;
};

export type ScoutingEntryDialogProps = {
  report: ReportFacts;
  /** The entry being edited, 'new' to add one, null when closed. */
  entry: EntryRow | 'new' | null;
  /** The location's items the report covers, on the device. */
  trees: readonly Tree[] | undefined;
  onClose: () => void;
  onSaved: () => void;
};

const useCatalogue = (k: FindingKind['path']) => useLookup<MetaItemOption[]>(metaItemsLookup(k));

/**
 * What was found on one inventory item: catalogue findings, other findings by name, and notes.
 * Saved on the device and queued for the server.
 */
export function ScoutingEntryDialog({ report, entry, trees, onClose, onSaved }: ScoutingEntryDialogProps) {
  const writer = useOfflineWriter();
  const existing = entry && entry !== 'new' ? entry : null;
  const catalogues: Catalogues = {
    Insects: useCatalogue('insects'),
    Diseases: useCatalogue('diseases'),
    EcologicalProblems: useCatalogue('ecological-problems'),
    WeedTypes: useCatalogue('weed-types'),
  };
  const ready = trees !== undefined;
  const record = useMemo(
    () => (existing ? entryValues(existing, itemKeyOf(existing, trees ?? [])) : blankEntry()),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- taken once per entry opened
    [existing, ready],
  );

  async function submit(v: EntryValues): Promise<EntryValues> {
    const change = entryChange(report.WorkOrderId, v, {
      existing,
      trees: trees ?? [],
      catalogues,
      weedTypesAllowed: report.WeedTypesAllowed,
    });
    if (existing) await writer.update('scoutingReport', existing.key, change);
    else await writer.create('scoutingReport', change);
    onSaved();
    return v;
  }

  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={existing ? `Scouting entry – ${existing.ServiceItem.Name}` : 'Add scouting entry'}
      size="xl"
      centered
    >
      {entry !== null && ready && (
        <RecordForm<EntryValues>
          record={record}
          onSubmit={submit}
          onSaved={onClose}
          onCancel={onClose}
          successMessage={() => deviceSaved(Messages.UpdatedSuccessfully)}
          errorMessage={M.AddingInfoFailed}
          validate={{ Item: (v) => (v ? null : M.SelectInventoryItem) }}
        >
          {(form) => (
            <EntryFields
              report={report}
              existing={existing}
              trees={trees ?? []}
              catalogues={catalogues}
              values={form.values}
              form={form}
            />
          )}
        </RecordForm>
      )}
    </Modal>
  );
}

function EntryFields({
  report,
  existing,
  trees,
  catalogues,
  values,
  form,
}: {
  report: ReportFacts;
  existing: EntryRow | null;
  trees: readonly Tree[];
  catalogues: Catalogues;
  values: EntryValues;
  form: UseFormReturnType<EntryValues>;
}) {
  const { online } = useSyncStatus();
  const set = <K extends keyof EntryValues>(k: K, v: EntryValues[K]) => form.setFieldValue(k, v as never);
  const itemId = itemRef(values.Item, trees).id;
  // What the catalogue knows of the item's type is a help, read when there is a connection.
  const item = useQuery({ ...scoutingItemQuery(itemId ?? 0), enabled: online && !!itemId });
  const currentKey = existing ? itemKeyOf(existing, trees) : null;
  return (
    <Stack gap="sm">
      <ScoutingItemSelect
        accountLocationId={report.AccountLocationId}
        trees={trees}
        value={values.Item}
        onChange={(key) => set('Item', key)}
        current={existing && currentKey ? { key: currentKey, item: existing.ServiceItem } : null}
        error={form.errors['Item']}
      />
      {kindsFor(report.WeedTypesAllowed).map((k) => (
        <Stack key={k.field} gap={4}>
          <Divider />
          <FindingSelect
            kind={k}
            catalogue={catalogues[k.field]}
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
