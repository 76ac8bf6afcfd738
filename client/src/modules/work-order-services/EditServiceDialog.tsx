import { useMemo, useState } from 'react';
import { Checkbox, Modal, SimpleGrid, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  B,
  F,
  has,
  seesPrices,
  WORK_ORDER_SERVICE_DESCRIPTION_MAX,
  WorkOrderServiceMessages as M,
  type WorkOrderService,
} from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { useClaims } from '../../kernel/session/sessionStore';
import { confirm } from '../../ui/confirm';
import { CurrencyInput } from '../../ui/inputs';
import { RecordForm } from '../../ui/RecordForm';
import { saveWorkOrderService } from './mutations';
import { editServiceErrors, toEditValues, toSaveService, type EditServiceValues } from './serviceForm';
import { ServiceItemLines } from './ServiceItemLines';

export type EditServiceDialogProps = {
  service: WorkOrderService | null;
  locationId: number | null;
  onClose: () => void;
  /** After a save; the dialog closes itself. */
  onSaved: () => void;
};

/** Edits a work order service's cost, items, description, notes and correction flag (Version checked). */
export function EditServiceDialog({ service, locationId, onClose, onSaved }: EditServiceDialogProps) {
  const queryClient = useQueryClient();
  const [dirty, setDirty] = useState(false);
  // Account Branch adds only at its branches' locations; the server has the last word.
  const claims = useClaims();
  const canAddInventory = has(claims, 'Account', B | F);
  const prices = seesPrices(claims);
  // One record per service read: RecordForm takes a new object as a new baseline.
  const record = useMemo(() => (service ? toEditValues(service) : null), [service]);

  async function close() {
    if (dirty) {
      const leave = await confirm({
        title: 'Discard changes?',
        message: 'You have unsaved changes. Close and discard them?',
        confirmLabel: 'Discard',
        danger: true,
      });
      if (!leave) return;
    }
    setDirty(false);
    onClose();
  }

  return (
    <Modal
      opened={service !== null}
      onClose={() => void close()}
      title={`Edit ${service?.ServiceName ?? 'service'}`}
      size="xl"
      centered
    >
      {service && record && (
        <RecordForm<EditServiceValues>
          record={record}
          validate={(v) => editServiceErrors(v, service.Service.ServiceGroupId, prices)}
          invalidMessage={M.FormInvalid}
          successMessage={M.ServiceUpdated}
          errorMessage={M.UpdatingServiceFailed}
          onDirtyChange={setDirty}
          onCancel={() => {
            setDirty(false);
            onClose();
          }}
          onSubmit={async (values) => {
            try {
              return toEditValues(
                await saveWorkOrderService(queryClient, service.WorkOrderId, toSaveService(values)),
              );
            } catch (error) {
              throw asFormConflict(error);
            }
          }}
          onSaved={() => {
            setDirty(false);
            onSaved();
            onClose();
          }}
        >
          {(form) => (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {prices && (
                  <CurrencyInput label="Total Cost" required min={0} {...form.getInputProps('TotalCost')} />
                )}
                <Checkbox
                  mt="xl"
                  label="Needs correction"
                  {...form.getInputProps('NeedsCorrection', { type: 'checkbox' })}
                />
              </SimpleGrid>
              {locationId != null && (
                <ServiceItemLines
                  locationId={locationId}
                  lines={form.values.Lines}
                  onChange={(lines) => form.setFieldValue('Lines', lines)}
                  error={form.errors.Lines as string | undefined}
                  canAddInventory={canAddInventory}
                />
              )}
              <Textarea
                label="Description"
                description="Placeholders such as {Item} and {Scientific} are filled when the description is shown."
                autosize
                minRows={2}
                maxLength={WORK_ORDER_SERVICE_DESCRIPTION_MAX}
                {...form.getInputProps('Description')}
              />
              <Textarea
                label="Notes"
                autosize
                minRows={2}
                maxLength={WORK_ORDER_SERVICE_DESCRIPTION_MAX}
                {...form.getInputProps('Notes')}
              />
            </>
          )}
        </RecordForm>
      )}
    </Modal>
  );
}

/** A 409 carries the server's service; the concurrency dialog needs it as form values. */
function asFormConflict(error: unknown): unknown {
  if (error instanceof ApiError && error.isConflict && error.data && typeof error.data === 'object')
    return new ApiError(409, error.message, error.modelState, toEditValues(error.data as WorkOrderService));
  return error;
}
