import { useState } from 'react';
import { Button, Group, MultiSelect } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ContractMessages as M, type ContractServiceLine } from '@canopy/shared';
import { api } from '../../kernel/api/client';
import { handleApiError } from '../../ui/handleApiError';
import { notifySuccess } from '../../ui/notify';
import { contractKeys, locationItemsQuery } from './queries';

export interface LegacyServiceItemsProps {
  contractId: number;
  locationId: number;
  line: ContractServiceLine;
}

/** A legacy contract's line pointed at customer inventory items of its location (the legacy screen). */
export function LegacyServiceItems({ contractId, locationId, line }: LegacyServiceItemsProps) {
  const client = useQueryClient();
  const items = useQuery(locationItemsQuery(locationId));
  const [chosen, setChosen] = useState(line.ServiceItems.map((i) => String(i.Id)));
  const [saving, setSaving] = useState(false);
  async function save() {
    setSaving(true);
    try {
      const { data } = await api.put('/proposals/{id}/update-legacy-contract-service-item', {
        path: { id: contractId },
        body: { ProposalItemServiceId: line.Id, NewServiceItemIds: chosen.map(Number) },
      });
      client.setQueryData(contractKeys.detail(contractId), data);
      notifySuccess(M.Saved);
    } catch (error) {
      handleApiError(error, M.UpdateFailed);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <MultiSelect
        label={`Service items of ${line.ServiceName}`}
        data={(items.data ?? []).map((i) => ({ value: String(i.Id), label: i.Name || `Item ${i.Id}` }))}
        value={chosen}
        onChange={setChosen}
        searchable
        maw="100%"
        w={320}
      />
      <Button size="xs" loading={saving} onClick={() => void save()}>
        Save
      </Button>
    </Group>
  );
}
