import { useState } from 'react';
import { Button, Group, Modal, MultiSelect, NumberInput, Select, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BuilderMessages as M, ServiceGroupList } from '@canopy/shared';
import { handleApiError } from '../../ui/handleApiError';
import { notifySuccess } from '../../ui/notify';
import { addToProposal } from './mutations';
import { catalogueMaterialsQuery, groupServicesQuery, locationItemsQuery } from './queries';

export type AddItemDialogProps = {
  opened: boolean;
  onClose: () => void;
  proposalId: number;
  locationId: number;
};

const choices = (rows: { Id: number; Name: string }[] | undefined) =>
  (rows ?? []).map((r) => ({ value: String(r.Id), label: r.Name }));

/** Adds a service and/or material for inventory items; the server checks the spec's rules and answers. */
export function AddItemDialog({ opened, onClose, proposalId, locationId }: AddItemDialogProps) {
  const qc = useQueryClient();
  const [groupId, setGroupId] = useState<string | null>(null);
  const [serviceId, setServiceId] = useState<string | null>(null);
  const [materialId, setMaterialId] = useState<string | null>(null);
  const [itemIds, setItemIds] = useState<string[]>([]);
  const [quantity, setQuantity] = useState<number | string>(1);
  const [busy, setBusy] = useState(false);
  const services = useQuery({ ...groupServicesQuery(Number(groupId)), enabled: opened && !!groupId });
  const materials = useQuery({ ...catalogueMaterialsQuery, enabled: opened });
  const items = useQuery({ ...locationItemsQuery(locationId), enabled: opened });

  function reset() {
    setServiceId(null);
    setMaterialId(null);
    setItemIds([]);
    setQuantity(1);
  }

  async function submit() {
    setBusy(true);
    try {
      await addToProposal(qc, {
        ProposalId: proposalId,
        ServiceGroupId: groupId ? Number(groupId) : null,
        ServiceId: serviceId ? Number(serviceId) : null,
        MaterialId: materialId ? Number(materialId) : null,
        ServiceItemIds: itemIds.map(Number),
        // A disposal whose load is not known yet is added with 0: it shows among the items without cost.
        MaterialQuantity: materialId ? (quantity === '' ? 1 : Number(quantity)) : undefined,
      });
      notifySuccess(M.Added);
      reset();
      onClose();
    } catch (e) {
      handleApiError(e, M.SaveFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Add service or material" centered>
      <Stack gap="sm">
        <Select
          label="Service group"
          data={choices(ServiceGroupList)}
          value={groupId}
          onChange={(v) => {
            setGroupId(v);
            setServiceId(null);
          }}
        />
        <Select
          label="Service"
          data={choices(services.data)}
          value={serviceId}
          onChange={setServiceId}
          searchable
          clearable
          disabled={!groupId}
        />
        <MultiSelect
          label="Customer inventory items"
          data={(items.data ?? []).map((i) => ({
            value: String(i.Id),
            label: [i.Name, i.SizeName, i.LocationName].filter(Boolean).join(' · '),
          }))}
          value={itemIds}
          onChange={setItemIds}
          searchable
        />
        <Select
          label="Material"
          data={choices(materials.data)}
          value={materialId}
          onChange={setMaterialId}
          searchable
          clearable
        />
        {materialId && (
          <NumberInput
            label="Material quantity"
            value={quantity}
            onChange={setQuantity}
            min={0}
            decimalScale={2}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={busy}>
            Add
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
