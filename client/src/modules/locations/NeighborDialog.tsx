import { Modal, Select, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Messages, NeighborTypeList, NeighborTypes, type Neighbor } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { RecordForm } from '../../ui/RecordForm';
import { notifyFieldFailure } from './useLocationSave';
import { saveNeighbor } from './mutations';

export type NeighborValues = { Id: number; Version: number; Address: string; TypeId: string };

export const NEW_NEIGHBOR: NeighborValues = {
  Id: 0,
  Version: 0,
  Address: '',
  TypeId: String(NeighborTypes.NotifyBeforeService),
};

export const toNeighborValues = (n: Neighbor): NeighborValues => ({
  Id: n.Id,
  Version: n.Version,
  Address: n.Address,
  TypeId: String(n.TypeId),
});

const TYPE_OPTIONS = NeighborTypeList.map((t) => ({ value: String(t.Id), label: t.Name }));

export interface NeighborDialogProps {
  locationId: number;
  /** The neighbor being edited, NEW_NEIGHBOR when adding, null when closed. */
  neighbor: NeighborValues | null;
  /** Shown under the address: where the location itself is, to type the neighbor's address from. */
  near?: string;
  onClose: () => void;
  onSaved: () => void;
}

/** Adds or edits a neighbor: its address and why it is on record. */
export function NeighborDialog({ locationId, neighbor, near, onClose, onSaved }: NeighborDialogProps) {
  const isNew = !neighbor?.Id;
  const queryClient = useQueryClient();

  async function submit(v: NeighborValues): Promise<NeighborValues> {
    try {
      const saved = await saveNeighbor(queryClient, locationId, {
        ...(v.Id ? { Id: v.Id, Version: v.Version } : {}),
        Address: v.Address.trim(),
        TypeId: Number(v.TypeId),
      });
      return toNeighborValues(saved);
    } catch (error) {
      if (error instanceof ApiError && error.isConflict && error.data && typeof error.data === 'object')
        throw new ApiError(409, error.message, error.modelState, toNeighborValues(error.data as Neighbor));
      notifyFieldFailure(error, Messages.LocationNeighborSaveFailed);
      throw error;
    }
  }

  return (
    <Modal
      opened={neighbor !== null}
      onClose={onClose}
      title={isNew ? 'Add neighbor' : 'Edit neighbor'}
      centered
    >
      {neighbor && (
        <RecordForm<NeighborValues>
          record={neighbor}
          onSubmit={submit}
          onSaved={onSaved}
          onCancel={onClose}
          validate={{ Address: (v) => (v.trim() ? null : 'Enter the address.') }}
          successMessage={isNew ? 'Neighbor added' : Messages.UpdatedSuccessfully}
          errorMessage={Messages.LocationNeighborSaveFailed}
          submitLabel={isNew ? 'Add neighbor' : 'Save'}
        >
          {(form) => (
            <>
              <TextInput
                label="Address"
                description={near ? `This location: ${near}` : undefined}
                required
                maxLength={200}
                data-autofocus
                {...form.getInputProps('Address')}
              />
              <Select
                label="Type"
                data={TYPE_OPTIONS}
                allowDeselect={false}
                {...form.getInputProps('TypeId')}
              />
            </>
          )}
        </RecordForm>
      )}
    </Modal>
  );
}
