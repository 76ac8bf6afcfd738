import { useMemo, useState } from 'react';
import { Modal } from '@mantine/core';
import type { ServiceItem } from '@canopy/shared';
import { confirm } from '../../ui/confirm';
import { emptyServiceItem, toFormValues } from './serviceItemForm';
import { ServiceItemForm } from './ServiceItemForm';

export type ServiceItemDialogProps = {
  opened: boolean;
  /** The location whose inventory gets the item. */
  accountLocationId: number;
  /** An item to edit; without one a new item is added (needs Account Full, as /serviceitem/add). */
  item?: ServiceItem | null;
  onClose: () => void;
  /** The item as the server saved it; the dialog closes after. */
  onSaved?: (saved: ServiceItem) => void;
  title?: string;
};

/**
 * The item form in a dialog, for screens that add inventory on the way (work orders, proposals).
 * Closing with unsaved edits asks first.
 */
export function ServiceItemDialog(props: ServiceItemDialogProps) {
  const { opened, accountLocationId, item, onClose, onSaved } = props;
  const [dirty, setDirty] = useState(false);
  // A new blank record each time the dialog opens, and the same one while it stays open.
  const record = useMemo(
    () => (item ? toFormValues(item) : emptyServiceItem(accountLocationId)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when (re)opened
    [item, accountLocationId, opened],
  );

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
      opened={opened}
      onClose={() => void close()}
      title={props.title ?? (item ? 'Edit service item' : 'Add service item')}
      size="xl"
      centered
    >
      {opened && (
        <ServiceItemForm
          record={record}
          item={item ?? undefined}
          onDirtyChange={setDirty}
          onCancel={() => {
            setDirty(false);
            onClose();
          }}
          submitLabel={item ? 'Save' : 'Add item'}
          onSaved={(saved) => {
            setDirty(false);
            onSaved?.(saved);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
