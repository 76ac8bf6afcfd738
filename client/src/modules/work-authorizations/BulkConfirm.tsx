import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { WorkAuthorizationMessages as M, type ConfirmWorkAuthorizationsAnswer } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { confirm } from '../../ui/confirm';
import { handleApiError } from '../../ui/handleApiError';
import { notifySuccess } from '../../ui/notify';
import { waKeys } from './queries';

export interface BulkConfirmProps {
  /** Selected proposals by id, with the number shown for each. */
  selected: Map<number, string>;
  onDone: () => void;
}

/** confirmWorkAuthorizations: the selection confirmed at once; each refusal is listed with its reason. */
export function BulkConfirm({ selected, onDone }: BulkConfirmProps) {
  const queryClient = useQueryClient();
  const [sendEmails, setSendEmails] = useState(true);
  const [failed, setFailed] = useState<{ number: string; message: string }[]>([]);
  const [busy, setBusy] = useState(false);

  async function run() {
    const ok = await confirm({
      title: 'Confirm work authorizations',
      message: `Confirm ${selected.size} work authorization(s)${sendEmails ? ' and e-mail the customers' : ''}?`,
    });
    if (!ok) return;
    setBusy(true);
    try {
      const body = { ProposalIds: [...selected.keys()], SendEmails: sendEmails };
      const answer: ConfirmWorkAuthorizationsAnswer = (
        await api.post('/proposals/confirmWorkAuthorizations', { body })
      ).data;
      setFailed(answer.Failed.map((f) => ({ number: selected.get(f.ProposalId) ?? '', message: f.Message })));
      if (answer.Confirmed.length)
        notifySuccess(`${answer.Confirmed.length} work authorization(s) confirmed`);
      void queryClient.invalidateQueries({ queryKey: waKeys.all });
      onDone();
    } catch (e) {
      handleApiError(e, M.SomethingWrong);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap={4}>
      <Group gap="sm" wrap="wrap">
        <Button onClick={() => void run()} loading={busy} disabled={!selected.size}>
          Confirm selected ({selected.size})
        </Button>
        <Checkbox
          label="E-mail customers"
          checked={sendEmails}
          onChange={(e) => setSendEmails(e.currentTarget.checked)}
        />
      </Group>
      {failed.length > 0 && (
        <Alert color="red" title="Not confirmed" withCloseButton onClose={() => setFailed([])}>
          {failed.map((f, i) => (
            <Text key={i} size="sm">
              {f.number ? `${f.number}: ` : ''}
              {f.message}
            </Text>
          ))}
        </Alert>
      )}
    </Stack>
  );
}
