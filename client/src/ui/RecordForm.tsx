import { useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useForm, type FormValidateInput, type UseFormReturnType } from '@mantine/form';
import { Messages, markerMessage } from '@canopy/shared';
import { ApiError } from '../kernel/api/errors';
import { ConcurrencyDialog } from './ConcurrencyDialog';
import { failureMessage } from './apiErrors';
import { mapFieldErrors } from './fieldErrors';
import { notifyError, notifySuccess } from './notify';
import { useBeforeUnload } from './useBeforeUnload';

type Values = Record<string, any>;

/** Lets a screen save the form's edits from outside it, e.g. before an action that needs them saved. */
export type RecordFormController = {
  /**
   * Saves the unsaved edits as the Save button does: validation, refusals and conflicts are shown
   * the same way. True when nothing is left unsaved.
   */
  submit: () => Promise<boolean>;
  isDirty: () => boolean;
};

export type RecordFormProps<T extends Values> = {
  /** The record as the server last gave it: the baseline that Cancel returns to. */
  record: T;
  /** Saves and resolves with the saved record, which becomes the new baseline. */
  onSubmit: (values: T) => Promise<T>;
  /** Client-side rules; messages are the spec's, supplied by the caller. */
  validate?: FormValidateInput<T>;
  children: (form: UseFormReturnType<T>) => ReactNode;
  onSaved?: (saved: T) => void;
  onCancel?: () => void;
  /** Lets the route block in-app navigation while there are unsaved edits. */
  onDirtyChange?: (dirty: boolean) => void;
  /** A function when the words depend on the moment of saving (kept on the device or sent). */
  successMessage?: string | (() => string);
  /** Shown when the server gives nothing more specific. */
  errorMessage?: string;
  /** Shown when client validation fails, e.g. 'Verify that all fields are filled out correctly.' */
  invalidMessage?: string;
  submitLabel?: string;
  cancelLabel?: string;
  /** Disables the fields and hides Save and Cancel (read-only claims). */
  readOnly?: boolean;
  /** Receives the form's controller while it is mounted. */
  formRef?: Ref<RecordFormController>;
};

type Conflict<T> = { mine: T; theirs: T };

export function RecordForm<T extends Values>(props: RecordFormProps<T>) {
  const { record, onSubmit, validate, children, onSaved, onCancel, onDirtyChange } = props;
  const { successMessage, errorMessage = Messages.SaveFailed, invalidMessage, readOnly = false } = props;
  const form = useForm<T>({ mode: 'controlled', initialValues: record, validate });
  const baseline = useRef(record);
  const [conflict, setConflict] = useState<Conflict<T> | null>(null);
  const [resubmitting, setResubmitting] = useState(false);
  const dirty = form.isDirty();
  useBeforeUnload(dirty);

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  function setBaseline(next: T) {
    baseline.current = next;
    form.setValues(next);
    form.resetDirty(next);
    form.clearErrors();
  }

  // A refetched record replaces the baseline, but never under the user's unsaved edits. When only
  // its Version moved (another part of the same record was saved, e.g. a sibling panel), the edits
  // take the new Version: nothing they were based on changed. Otherwise a stale Version surfaces as
  // a 409 on save, which the user resolves.
  useEffect(() => {
    if (record === baseline.current) return;
    if (!form.isDirty()) setBaseline(record);
    else if (onlyVersionMoved(baseline.current, record)) {
      baseline.current = { ...baseline.current, Version: record['Version'] } as T;
      form.setFieldValue('Version' as never, record['Version'] as never);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to a new record only
  }, [record]);

  function reportFailure(error: unknown, values: T) {
    if (error instanceof ApiError && error.isConflict && error.data && typeof error.data === 'object') {
      setConflict({ mine: values, theirs: error.data as T });
      return;
    }
    const { errors, unmapped } =
      error instanceof ApiError ? mapFieldErrors(error.fieldErrors, values) : { errors: {}, unmapped: [] };
    form.setErrors(errors);
    if (error instanceof ApiError && error.serviceMessage) notifyError(error.serviceMessage);
    else if (unmapped.length) notifyError(markerMessage(Messages.ValidationHeading, unmapped));
    else if (!Object.keys(errors).length) notifyError(failureMessage(error, errorMessage));
  }

  async function save(values: T): Promise<boolean> {
    try {
      const saved = await onSubmit(values);
      setBaseline(saved);
      if (successMessage)
        notifySuccess(typeof successMessage === 'function' ? successMessage() : successMessage);
      onSaved?.(saved);
      return true;
    } catch (error) {
      reportFailure(error, values);
      return false;
    }
  }

  async function submit(): Promise<boolean> {
    if (readOnly || !form.isDirty()) return true;
    if (form.validate().hasErrors) {
      if (invalidMessage) notifyError(invalidMessage);
      return false;
    }
    form.setSubmitting(true);
    try {
      return await save(form.getValues());
    } finally {
      form.setSubmitting(false);
    }
  }

  useImperativeHandle(props.formRef, () => ({ submit, isDirty: () => form.isDirty() }));

  async function overwrite() {
    if (!conflict) return;
    const retry = { ...conflict.mine, Version: conflict.theirs['Version'] } as T;
    form.setValues({ Version: retry['Version'] } as unknown as Partial<T>);
    setResubmitting(true);
    setConflict(null);
    await save(retry);
    setResubmitting(false);
  }

  function loadTheirs() {
    if (conflict) setBaseline(conflict.theirs);
    setConflict(null);
  }

  function cancel() {
    setBaseline(baseline.current);
    onCancel?.();
  }

  const busy = form.submitting || resubmitting;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(save, () => invalidMessage && notifyError(invalidMessage))}
      onReset={(e) => e.preventDefault()}
    >
      <Stack>
        {/* A disabled fieldset disables every input inside, whatever the caller rendered. */}
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack>{children(form)}</Stack>
        </fieldset>
        {!readOnly && (
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel} disabled={busy || (!dirty && !onCancel)}>
              {props.cancelLabel ?? 'Cancel'}
            </Button>
            <Button type="submit" disabled={!dirty} loading={busy}>
              {props.submitLabel ?? 'Save'}
            </Button>
          </Group>
        )}
      </Stack>
      <ConcurrencyDialog opened={conflict !== null} onAccept={overwrite} onDecline={loadTheirs} />
    </form>
  );
}

function onlyVersionMoved(before: Record<string, unknown>, after: Record<string, unknown>): boolean {
  if (!('Version' in after) || before['Version'] === after['Version']) return false;
  const { Version: _a, ...b } = before;
  const { Version: _b, ...a } = after;
  return JSON.stringify(b) === JSON.stringify(a);
}
