import { useState } from 'react';
import { Modal } from '@mantine/core';
import type { IdName } from '@canopy/shared';
import { confirm } from '../../ui/confirm';
import { useBeforeUnload } from '../../ui/useBeforeUnload';
import { defaultTimes, type LogRow } from './dailyLogLocal';
import { logValues, newLogValues } from './dailyLogForm';
import { DailyLogForm } from './DailyLogForm';

export type DailyLogDialogProps = {
  opened: boolean;
  workOrderId: number;
  log: LogRow | null;
  logs: readonly LogRow[];
  /** The signed-in employee (a new log is theirs by default). */
  me: IdName | null;
  /** The work order's crew, offered besides the people list. */
  crew: readonly IdName[];
  onClose: () => void;
  onSaved: () => void;
};

/** The add/edit daily log dialog; closing over unsaved edits asks first. */
export function DailyLogDialog(props: DailyLogDialogProps) {
  const { opened, workOrderId, log, logs, me, crew, onClose, onSaved } = props;
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

  const initial = () => {
    if (log) return logValues(log);
    const fresh = newLogValues(me?.Id ?? null);
    return { ...fresh, ...defaultTimes(logs, fresh.Date) };
  };

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
          logs={logs}
          initial={initial()}
          people={me ? [me, ...crew] : crew}
          onDirtyChange={setDirty}
          onCancel={() => void close()}
          onSaved={() => {
            setDirty(false);
            onSaved();
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
