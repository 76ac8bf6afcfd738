import { useState } from 'react';
import { Modal } from '@mantine/core';
import type { DailyLog, IdName } from '@canopy/shared';
import { confirm } from '../../ui/ConfirmDialog';
import { useBeforeUnload } from '../../ui/useBeforeUnload';
import { logValues, newLogValues } from './dailyLogForm';
import { DailyLogForm } from './DailyLogForm';

export type DailyLogDialogProps = {
  opened: boolean;
  workOrderId: number;
  log: DailyLog | null;
  me: IdName | null;
  onClose: () => void;
  onSaved: (log: DailyLog) => void;
};

/** The add/edit daily log dialog; closing over unsaved edits asks first. */
export function DailyLogDialog({ opened, workOrderId, log, me, onClose, onSaved }: DailyLogDialogProps) {
  const [dirty, setDirty] = useState(false);
  useBeforeUnload(opened && dirty);

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
      title={log ? 'Edit daily log' : 'Add daily log'}
      size="lg"
      centered
    >
      {opened && (
        <DailyLogForm
          workOrderId={workOrderId}
          log={log}
          initial={log ? logValues(log) : newLogValues(me?.Id ?? null)}
          me={me}
          onDirtyChange={setDirty}
          onCancel={() => void close()}
          onSaved={(saved) => {
            setDirty(false);
            onSaved(saved);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
