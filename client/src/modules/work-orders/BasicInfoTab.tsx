import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Divider, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { B, F, has, P, WorkOrderMessages, type WorkOrder } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { useClaims } from '../../kernel/session/sessionStore';
import { RecordForm } from '../../ui/RecordForm';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { toBasicValues, toSaveWorkOrder, type BasicValues } from './basicValues';
import { BasicInfoFields } from './BasicInfoFields';
import { NEEDS_CONNECTION } from './needsConnection';
import { saveWorkOrder, workOrderKeys } from './queries';
import { ScheduleDays } from './ScheduleDays';
import { WorkOrderFacts } from './WorkOrderFacts';

/** Saves the tab's unsaved edits, if any; false when they could not be saved. */
export type FlushEdits = () => Promise<boolean>;

export interface BasicInfoTabProps {
  workOrder: WorkOrder;
  /** Hands the screen a way to save this tab's edits before it completes the work order. */
  onFlushReady: (flush: FlushEdits) => void;
  /** The device's copy, shown without a connection: saving needs the server, so nothing is editable. */
  offline?: boolean;
}

export function BasicInfoTab({ workOrder, onFlushReady, offline = false }: BasicInfoTabProps) {
  const queryClient = useQueryClient();
  const claims = useClaims();
  const readOnly = offline || !has(claims, 'WorkOrders', P | B | F);
  const [dirty, setDirty] = useState(false);
  const record = useMemo(() => toBasicValues(workOrder), [workOrder]);
  const formRef = useRef<UseFormReturnType<BasicValues> | null>(null);
  const anchor = useRef<HTMLDivElement>(null);
  const settle = useRef<((saved: boolean) => void) | null>(null);
  useUnsavedChangesGuard(dirty);

  const cache = (w: WorkOrder) => {
    queryClient.setQueryData(workOrderKeys.one(w.Id), w);
    void queryClient.invalidateQueries({ queryKey: workOrderKeys.list });
    return w;
  };

  async function submit(values: BasicValues): Promise<BasicValues> {
    try {
      const saved = toBasicValues(cache(await saveWorkOrder(toSaveWorkOrder(values))));
      settle.current?.(true);
      return saved;
    } catch (error) {
      settle.current?.(false);
      // The conflict dialog works with the form's values, so the server's order is handed back as such.
      if (error instanceof ApiError && error.isConflict && error.data && typeof error.data === 'object')
        throw new ApiError(409, error.message, error.modelState, toBasicValues(error.data as WorkOrder));
      throw error;
    } finally {
      settle.current = null;
    }
  }

  // Submits through the form itself, so a refusal or a 409 is shown exactly as a Save click shows it.
  const flush = useCallback<FlushEdits>(async () => {
    const form = formRef.current;
    const element = anchor.current?.closest('form');
    if (!form || !element || !form.isDirty()) return true;
    if (form.validate().hasErrors) return false;
    return new Promise<boolean>((resolve) => {
      settle.current = resolve;
      element.requestSubmit();
    });
  }, []);
  useEffect(() => onFlushReady(flush), [flush, onFlushReady]);

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
      >
        {(form) => {
          formRef.current = form;
          return (
            <>
              <Box ref={anchor} display="none" />
              <BasicInfoFields form={form} workOrder={workOrder} readOnly={readOnly} />
            </>
          );
        }}
      </RecordForm>
      <Divider />
      <ScheduleDays workOrder={workOrder} />
    </Stack>
  );
}
