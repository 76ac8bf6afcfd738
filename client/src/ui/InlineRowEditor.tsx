import { useMemo, type ReactNode } from 'react';
import { Group } from '@mantine/core';
import type { FormValidateInput, UseFormReturnType } from '@mantine/form';
import { Messages } from '@canopy/shared';
import type { RowEditorContext } from './dataListTypes';
import { RecordForm } from './RecordForm';

type Values = Record<string, any>;

/** The spec's success message for adds (scheduling-proposals-catalogues.md §8), not yet in shared Messages. */
export const ADDED_SUCCESSFULLY = 'Added Successfully';

export type InlineRowEditorProps<Row, V extends Values> = RowEditorContext<Row> & {
  /** The form's values for a row, or for a new one (null). Also turns the saved row into the new baseline. */
  toValues: (row: Row | null) => V;
  /** The row to save, from the form's values and the row being edited (null when adding). */
  toRow: (values: V, row: Row | null) => Row;
  validate?: FormValidateInput<V>;
  /** 'Updated Successfully' for a row, 'Added Successfully' for a new one, unless given. */
  successMessage?: string;
  /** 'Update Failed' for a row, 'Save Failed' for a new one, unless given. */
  errorMessage?: string;
  /** The fields share the row's width; otherwise each keeps its own. */
  grow?: boolean;
  /** Keeps the fields on one line however narrow the row. */
  noWrap?: boolean;
  children: (form: UseFormReturnType<V>) => ReactNode;
};

/** A list row edited in place: its fields in a line, Save and Cancel below; Escape cancels. */
export function InlineRowEditor<Row, V extends Values>(props: InlineRowEditorProps<Row, V>) {
  const { row, save, cancel, toValues, toRow } = props;
  // A new object each render would look like a refetched record and reset the form.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new row only
  const record = useMemo(() => toValues(row), [row]);

  return (
    <div onKeyDown={(e) => e.key === 'Escape' && cancel()}>
      <RecordForm<V>
        record={record}
        validate={props.validate}
        onSubmit={async (values) => toValues(await save(toRow(values, row)))}
        onCancel={cancel}
        successMessage={props.successMessage ?? (row ? Messages.UpdatedSuccessfully : ADDED_SUCCESSFULLY)}
        errorMessage={props.errorMessage ?? (row ? Messages.UpdateFailed : Messages.SaveFailed)}
      >
        {(form) => (
          <Group
            align="flex-start"
            grow={props.grow}
            gap={props.grow ? undefined : 'sm'}
            wrap={props.noWrap ? 'nowrap' : undefined}
          >
            {props.children(form)}
          </Group>
        )}
      </RecordForm>
    </div>
  );
}

/** A rule that refuses a blank text field with `message`. */
export const required =
  (message: string) =>
  (value: string): string | null =>
    value.trim() ? null : message;
