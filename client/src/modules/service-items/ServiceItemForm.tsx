import { useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ServiceItem } from '@canopy/shared';
import { RecordForm } from '../../ui/RecordForm';
import { ServiceItemMessages as M } from './messages';
import { ServiceItemFields } from './ServiceItemFields';
import { toFormValues, validateServiceItem, type ServiceItemFormValues } from './serviceItemForm';
import { submitServiceItem } from './submitServiceItem';
import { deviceSaved } from '../../offline/status';

export type ServiceItemFormProps = {
  record: ServiceItemFormValues;
  /** How the item is saved; by default at once with the server (the dialog of online screens). */
  save?: (values: ServiceItemFormValues) => Promise<ServiceItem>;
  /** The stored item, whose names label choices since archived. */
  item?: ServiceItem;
  readOnly?: boolean;
  /** An item not yet stored (it says "Added"); by default one without an Id. */
  isNew?: boolean;
  onSaved?: (saved: ServiceItem) => void;
  onDirtyChange?: (dirty: boolean) => void;
  onCancel?: () => void;
  submitLabel?: string;
  /** Shown under the fields, above the buttons (the add page's "add another" choice). */
  footer?: ReactNode;
};

/** The item form of the add page and the info page (saved on the device), and of the dialog (online). */
export function ServiceItemForm(props: ServiceItemFormProps) {
  const { record, item, readOnly, onSaved, footer } = props;
  const queryClient = useQueryClient();
  const saved = useRef<ServiceItem | null>(null);
  const isNew = props.isNew ?? record.Id === 0;

  async function submit(values: ServiceItemFormValues) {
    saved.current = props.save ? await props.save(values) : await submitServiceItem(values, queryClient);
    return toFormValues(saved.current);
  }

  return (
    <RecordForm<ServiceItemFormValues>
      record={record}
      onSubmit={submit}
      validate={validateServiceItem}
      readOnly={readOnly}
      onDirtyChange={props.onDirtyChange}
      onCancel={props.onCancel}
      onSaved={() => saved.current && onSaved?.(saved.current)}
      // Saved on the device (props.save) it may wait there for a connection.
      successMessage={() => {
        const words = isNew ? M.Added : M.Updated;
        return props.save ? deviceSaved(words) : words;
      }}
      errorMessage={M.SaveFailed}
      submitLabel={props.submitLabel}
    >
      {(form) => (
        <>
          <ServiceItemFields form={form} item={item} readOnly={readOnly} />
          {footer}
        </>
      )}
    </RecordForm>
  );
}
