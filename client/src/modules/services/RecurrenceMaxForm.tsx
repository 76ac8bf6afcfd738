import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Messages, RECURRENCE_MAX_LIMIT } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { NumericInput } from '../../ui/inputs';
import { notifyError, notifySuccess } from '../../ui/notify';
import { QueryState } from '../../ui/QueryState';
import { ServiceMessages } from './messages';
import { saveRecurrenceMax } from './mutations';
import { recurrenceQuery } from './queries';

/** The most years a service may recur: the recurrence choices of the service form run 1 … this. */
export function RecurrenceMaxForm() {
  const queryClient = useQueryClient();
  const current = useQuery(recurrenceQuery);
  const [value, setValue] = useState<number | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = value === undefined ? (current.data?.RecurrenceMax ?? null) : value;

  async function save() {
    if (shown === null || shown < 1 || shown > RECURRENCE_MAX_LIMIT)
      return setError(`Enter a number of years from 1 to ${RECURRENCE_MAX_LIMIT}.`);
    setBusy(true);
    try {
      await saveRecurrenceMax(queryClient, shown);
      setValue(undefined);
      notifySuccess(Messages.UpdatedSuccessfully);
    } catch (e) {
      setError(e instanceof ApiError ? (e.modelState['RecurrenceMax']?.[0] ?? null) : null);
      notifyError(ServiceMessages.RecurrenceFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <QueryState
      query={current}
      keepDataOnError
      errorText="The setting could not be loaded."
      retryLabel={null}
      loadingLabel="Loading max recurrence years"
    >
      {(stored) => (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <Stack gap="xs" maw={320}>
            <NumericInput
              label="Max recurrence years"
              description="Recurrence choices run from 1 year to this many."
              decimals={0}
              min={1}
              max={RECURRENCE_MAX_LIMIT}
              value={shown}
              onChange={(v) => {
                setValue(v);
                setError(null);
              }}
              error={error}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={busy} disabled={shown === stored.RecurrenceMax}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </QueryState>
  );
}
