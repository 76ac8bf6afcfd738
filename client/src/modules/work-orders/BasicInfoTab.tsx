import { useMemo, useState, type Ref } from 'react';
import { Alert, Divider, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { B, F, has, P, WorkOrderMessages, type WorkOrder } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { useClaims } from '../../kernel/session/sessionStore';
import { RecordForm, type RecordFormController } from '../../ui/RecordForm';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { toBasicValues, toSaveWorkOrder, type BasicValues } from './basicValues';
import { BasicInfoFields } from './BasicInfoFields';
import { NEEDS_CONNECTION } from './needsConnection';
import { saveWorkOrder } from './mutations';
import { ScheduleDays } from './ScheduleDays';
import { WorkOrderFacts } from './WorkOrderFacts';

/** Saves the tab's unsaved edits, if any; false when they could not be saved. */
export type FlushEdits = () => Promise<boolean>;

export interface BasicInfoTabProps {
  workOrder: WorkOrder;
  /** Lets the screen save this tab's edits before it completes the work order. */
  formRef?: Ref<RecordFormController>;
  /** The device's copy, shown without a connection: saving needs the server, so nothing is editable. */
  offline?: boolean;
}

export function BasicInfoTab({ workOrder, formRef, offline = false }: BasicInfoTabProps) {
  const queryClient = useQueryClient();
  const claims = useClaims();
  const readOnly = offline || !has(claims, 'WorkOrders', P | B | F);
  const [dirty, setDirty] = useState(false);
  const record = useMemo(() => toBasicValues(workOrder), [workOrder]);
  useUnsavedChangesGuard(dirty);

  async function submit(values: BasicValues): Promise<BasicValues> {
    try {
      const saved = toBasicValues(await saveWorkOrder(queryClient, toSaveWorkOrder(values)));
      return saved;
    } catch (error) {
      // The conflict dialog works with the form's values, so the server's order is handed back as such.
      if (error instanceof ApiError && error.isConflict && error.data && typeof error.data === 'object')
        throw new ApiError(409, error.message, error.modelState, toBasicValues(error.data as WorkOrder));
      throw error;
    }
  }

  return (
    <Stack gap="lg" maw={1100}>
      {offline && (
        <Alert color="gray" variant="light" title={NEEDS_CONNECTION}>
          Basic info and the customer&apos;s signature are edited and saved online; this is the copy last
          synced to this device.
        </Alert>
      )}
      <WorkOrderFacts workOrder={workOrder} />
      <Divider />
      <RecordForm<BasicValues>
        record={record}
        onSubmit={submit}
        onDirtyChange={setDirty}
        successMessage="Work order saved"
        errorMessage={WorkOrderMessages.UpdatingWorkOrderFailed}
        readOnly={readOnly}
        formRef={formRef}
      >
        {(form) => <BasicInfoFields form={form} workOrder={workOrder} readOnly={readOnly} />}
      </RecordForm>
      <Divider />
      <ScheduleDays workOrder={workOrder} />
    </Stack>
  );
}
