import { useEffect, useState } from 'react';
import { Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../kernel/api/client';
import { BackButton } from '../../ui/BackButton';
import { handleApiError } from '../../ui/handleApiError';
import { notifySuccess } from '../../ui/notify';
import { QueryState } from '../../ui/QueryState';

const KEY = ['contracts', 'autoDeactivate'];

/**
 * proposals.contractsettings (Settings Full): after how many days an unsigned contract is expired
 * by the hourly task; 0 keeps every contract as it is.
 */
export function ContractSettings() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: KEY,
    queryFn: async () => (await api.get('/proposals/autoDeactivate')).data,
  });
  const [days, setDays] = useState<number | string>(0);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (query.data) setDays(query.data.Days);
  }, [query.data]);
  const valid = typeof days === 'number' && Number.isInteger(days) && days >= 0 && days <= 3650;

  async function save() {
    setSaving(true);
    try {
      const res = await api.put('/proposals/autoDeactivate', { body: { Days: days as number } });
      client.setQueryData(KEY, res.data);
      notifySuccess('Updated Successfully');
    } catch (error) {
      handleApiError(error, 'Update Failed');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="md" maw={560}>
      <Group gap="xs" wrap="nowrap">
        <BackButton fallback="/settings" />
        <Title order={1} size="h3">
          Contract Settings
        </Title>
      </Group>
      <QueryState query={query}>
        {() => (
          <>
            <Text size="sm" c="dimmed">
              A contract not yet signed (Created, Arborist Approved, Pending or Sent To Client) this many days
              after it was made is set to Expired. 0 turns this off.
            </Text>
            <NumberInput
              label="Auto-deactivate after (days)"
              value={days}
              onChange={setDays}
              min={0}
              max={3650}
              allowDecimal={false}
              error={valid ? undefined : 'Invalid value'}
            />
            <Group>
              <Button onClick={save} loading={saving} disabled={!valid}>
                Save
              </Button>
            </Group>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
