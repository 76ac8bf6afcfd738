import { useMemo } from 'react';
import { Modal, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Messages,
  WIND_DIRECTIONS,
  WorkOrderChemicalMessages as M,
  type Applicator,
  type NewApplicationRecord,
  type WorkOrderChemical,
} from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { SAVED_ON_DEVICE } from '../../offline/status';
import { NumericInput } from '../../ui/inputs';
import { RecordForm } from '../../ui/RecordForm';
import { recordApplication } from './mutations';
import { applicatorsQuery } from './queries';
import { toRecordBody, toRecordValues, type RecordValues } from './recordForm';

export type ApplicationRecordDialogProps = {
  line: WorkOrderChemical | null;
  onClose: () => void;
  /** Without a connection: the applicators the device knows, and the save of the revision to the device. */
  device?: { applicators: Applicator[]; save: (body: NewApplicationRecord) => Promise<void> };
};

/**
 * Records the application of a chemical line, or corrects it: a correction is saved as a new
 * revision of the record, the earlier ones kept. Product, EPA number, license and site address
 * come from their own records on the server.
 */
export function ApplicationRecordDialog({ line, onClose, device }: ApplicationRecordDialogProps) {
  const queryClient = useQueryClient();
  const applicators = useQuery({
    ...applicatorsQuery(line?.WorkOrderId ?? 0),
    enabled: line !== null && !device,
  });
  const current = line?.Record ?? null;
  const record = useMemo(() => (line ? toRecordValues(line, line.Record) : null), [line]);
  const people = ((device ? device.applicators : applicators.data) ?? []).map((a) => ({
    value: String(a.Id),
    label: a.LicenseNumber ? `${a.Name} (${a.LicenseNumber})` : `${a.Name} (no license on file)`,
  }));

  return (
    <Modal
      opened={line !== null}
      onClose={onClose}
      title={current ? `Correct application of ${line?.Chemical}` : `Record application of ${line?.Chemical}`}
      size="xl"
    >
      {line && record && (
        <RecordForm<RecordValues>
          record={record}
          successMessage={device ? SAVED_ON_DEVICE : M.RecordSaved}
          errorMessage={M.RecordFailed}
          submitLabel={current ? 'Save correction' : 'Save record'}
          onCancel={onClose}
          onSaved={onClose}
          onSubmit={async (v) => {
            if (device) {
              // A uuid of its own, so the server keeps each revision made here once however often it is sent.
              await device.save({ ...toRecordBody(v, current), Id: crypto.randomUUID() });
              return v;
            }
            try {
              const saved = await recordApplication(queryClient, line, toRecordBody(v, current));
              return toRecordValues(line, saved.Revisions.at(-1) ?? null);
            } catch (error) {
              // A correction made elsewhere first: the list now shows it, to correct again from there.
              if (error instanceof ApiError && error.isConflict)
                throw new ApiError(400, Messages.ConcurrencyConflict, {
                  Service: [Messages.ConcurrencyConflict],
                });
              throw error;
            }
          }}
        >
          {(form) => (
            <>
              <Text size="sm" c="dimmed">
                {line.Chemical}
                {line.EpaNumber ? ` · EPA Reg. No. ${line.EpaNumber}` : ''}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label="Applicator"
                  data={people}
                  searchable
                  clearable
                  {...form.getInputProps('ApplicatorId')}
                />
                <TextInput
                  label="Date and time of application"
                  type="datetime-local"
                  {...form.getInputProps('AppliedAt')}
                />
                <TextInput label="Target pest" {...form.getInputProps('TargetPest')} />
                <TextInput label="Rate" {...form.getInputProps('Rate')} />
                <NumericInput
                  label="Total amount"
                  decimals={2}
                  min={0}
                  {...form.getInputProps('TotalAmount')}
                />
                <TextInput label="Amount unit" {...form.getInputProps('AmountUnit')} />
                <TextInput label="Area treated" {...form.getInputProps('AreaTreated')} />
                <NumericInput
                  label="Trees treated"
                  decimals={0}
                  min={0}
                  {...form.getInputProps('TreesTreated')}
                />
                <NumericInput
                  label="Wind speed (mph)"
                  decimals={1}
                  min={0}
                  {...form.getInputProps('WindSpeedMph')}
                />
                <Select
                  label="Wind direction"
                  data={[...WIND_DIRECTIONS]}
                  clearable
                  {...form.getInputProps('WindDirection')}
                />
                <NumericInput label="Temperature (°F)" decimals={1} {...form.getInputProps('TemperatureF')} />
              </SimpleGrid>
              <Textarea label="Re-entry notes" autosize minRows={2} {...form.getInputProps('ReEntryNotes')} />
              {current && (
                <TextInput label="Reason for the correction" {...form.getInputProps('CorrectionReason')} />
              )}
            </>
          )}
        </RecordForm>
      )}
    </Modal>
  );
}
