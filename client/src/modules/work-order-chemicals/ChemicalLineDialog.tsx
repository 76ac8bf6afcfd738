import { useMemo } from 'react';
import { Modal, Select, SimpleGrid } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { WorkOrderChemicalMessages as M, type WorkOrderChemical } from '@canopy/shared';
import { NumericInput } from '../../ui/inputs';
import { RecordForm } from '../../ui/RecordForm';
import { SAVED_ON_DEVICE } from '../../offline/status';
import type { LineChoices } from './deviceChemicals';
import { addChemicalLine, saveChemicalLine } from './mutations';
import { lineChoicesQuery } from './queries';
import { emptyLine, lineErrors, toLineBody, toLineValues, type LineValues } from './lineForm';

export type ChemicalLineDialogProps = {
  /** Open for a new line of this service, or to edit `line`. */
  opened: boolean;
  workOrderId: number;
  serviceId: number;
  line: WorkOrderChemical | null;
  onClose: () => void;
  /**
   * Without a connection: the choices the device keeps, and the save to the device (the server's
   * answer comes with the next sync).
   */
  device?: { choices: LineChoices | undefined; save: (v: LineValues) => Promise<void> };
};

/** Adds or edits a chemical applied on a service (spec §3 work order service chemical). */
export function ChemicalLineDialog({
  opened,
  workOrderId,
  serviceId,
  line,
  onClose,
  device,
}: ChemicalLineDialogProps) {
  const queryClient = useQueryClient();
  const choices = useQuery({ ...lineChoicesQuery, enabled: opened && !device });
  const record = useMemo(() => (line ? toLineValues(line) : emptyLine), [line]);
  const c = device ? device.choices : choices.data;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={line ? `Edit ${line.Chemical}` : 'Add chemical'}
      size="lg"
    >
      {opened && (
        <RecordForm<LineValues>
          record={record}
          validate={lineErrors}
          invalidMessage={line ? M.UpdatingChemicalFailed : M.AddingChemicalFailed}
          successMessage={device ? SAVED_ON_DEVICE : line ? M.ChemicalUpdated : M.ChemicalAdded}
          errorMessage={line ? M.UpdatingChemicalFailed : M.AddingChemicalFailed}
          submitLabel={line ? 'Save' : 'Add chemical'}
          onCancel={onClose}
          onSaved={onClose}
          onSubmit={async (v) =>
            device
              ? device.save(v).then(() => v)
              : toLineValues(
                  line
                    ? await saveChemicalLine(queryClient, workOrderId, {
                        Id: line.Id,
                        Version: v.Version,
                        ...toLineBody(v),
                      })
                    : await addChemicalLine(queryClient, workOrderId, {
                        WorkOrderServiceId: serviceId,
                        ...toLineBody(v),
                      }),
                )
          }
        >
          {(form) => (
            <>
              <Select
                label="Chemical"
                required
                searchable
                data={c?.chemicals ?? []}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('ChemicalId')}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <Select
                  label="Carrier"
                  required
                  data={c?.carriers ?? []}
                  {...form.getInputProps('CarrierId')}
                />
                <Select
                  label="Chemical Unit"
                  required
                  data={c?.units ?? []}
                  {...form.getInputProps('UnitId')}
                />
                <NumericInput
                  label="Actual Gallons Used"
                  required
                  decimals={2}
                  min={0}
                  {...form.getInputProps('ActualGallonsUsed')}
                />
                <NumericInput label="Mix Rate" decimals={2} min={0} {...form.getInputProps('MixRate')} />
              </SimpleGrid>
            </>
          )}
        </RecordForm>
      )}
    </Modal>
  );
}
