import { useState } from 'react';
import { Modal, SimpleGrid, TextInput } from '@mantine/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Messages, PURCHASE_ORDER_NUMBER_MAX } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { confirm } from '../../ui/confirm';
import { DateInput } from '../../ui/inputs';
import { notifyError } from '../../ui/notify';
import { RecordForm } from '../../ui/RecordForm';
import { purchaseOrderRules, toSaveBody, type PurchaseOrderValues } from './purchaseOrderForm';
import { savePurchaseOrder } from './mutations';

export type PurchaseOrderDialogProps = {
  /** The purchase order being edited, a blank one when adding, null when closed. */
  purchaseOrder: PurchaseOrderValues | null;
  onClose: () => void;
};

async function submit(queryClient: QueryClient, values: PurchaseOrderValues): Promise<PurchaseOrderValues> {
  try {
    return await savePurchaseOrder(queryClient, toSaveBody(values));
  } catch (error) {
    // The field errors land on the fields; the spec's form message says why nothing was saved.
    if (error instanceof ApiError && error.status === 400 && !error.serviceMessage)
      notifyError(Messages.PurchaseOrderFormInvalid);
    throw error;
  }
}

export function PurchaseOrderDialog({ purchaseOrder, onClose }: PurchaseOrderDialogProps) {
  const queryClient = useQueryClient();
  const [dirty, setDirty] = useState(false);
  const isNew = !purchaseOrder?.Id;

  // Closing by the X, Escape or a click outside would silently drop typed changes.
  async function closeAsked() {
    if (
      dirty &&
      !(await confirm({
        title: 'Discard changes?',
        message: 'The purchase order has unsaved changes. Close and discard them?',
        confirmLabel: 'Discard',
        danger: true,
      }))
    )
      return;
    setDirty(false);
    onClose();
  }

  function closeNow() {
    setDirty(false);
    onClose();
  }

  return (
    <Modal
      opened={purchaseOrder !== null}
      onClose={() => void closeAsked()}
      title={isNew ? 'Add purchase order' : 'Edit purchase order'}
      centered
    >
      {purchaseOrder && (
        <RecordForm<PurchaseOrderValues>
          record={purchaseOrder}
          onSubmit={(values) => submit(queryClient, values)}
          validate={purchaseOrderRules}
          invalidMessage={Messages.PurchaseOrderFormInvalid}
          successMessage={Messages.PurchaseOrderSaved}
          errorMessage={Messages.PurchaseOrderSaveFailed}
          onDirtyChange={setDirty}
          onSaved={closeNow}
          onCancel={closeNow}
        >
          {(form) => (
            <>
              <TextInput
                label="PO"
                required
                data-autofocus
                maxLength={PURCHASE_ORDER_NUMBER_MAX}
                {...form.getInputProps('Po')}
              />
              <SimpleGrid cols={2} spacing="sm">
                <DateInput label="Effective start" {...form.getInputProps('EffectiveStartDate')} />
                <DateInput
                  label="Effective end"
                  minDate={form.getValues().EffectiveStartDate ?? undefined}
                  {...form.getInputProps('EffectiveEndDate')}
                />
              </SimpleGrid>
            </>
          )}
        </RecordForm>
      )}
    </Modal>
  );
}
