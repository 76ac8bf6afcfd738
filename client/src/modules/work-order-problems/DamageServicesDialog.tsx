import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconArchive, IconArchiveOff } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { WorkOrderProblemMessages as M, type WorkOrderDamage } from '@canopy/shared';
import { failureMessage } from '../../ui/apiErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { addDamageService, toggleDamageServiceArchived } from './mutations';
import { damageServicesQuery } from './queries';

export type DamageServicesDialogProps = {
  damage: WorkOrderDamage | null;
  canEdit: boolean;
  onClose: () => void;
};

/** The Damages work orders that repair a damage (its damage services), linked by work order number. */
export function DamageServicesDialog({ damage, canEdit, onClose }: DamageServicesDialogProps) {
  const queryClient = useQueryClient();
  const services = useQuery({ ...damageServicesQuery(damage?.Id ?? 0), enabled: damage !== null });
  const [repairId, setRepairId] = useState<number | string>('');
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);

  async function link() {
    if (!damage || !repairId) return;
    setBusy(true);
    try {
      await addDamageService(queryClient, {
        DamageId: damage.Id,
        DamageWorkOrderId: Number(repairId),
        Notes: notes.trim() || null,
      });
      setRepairId('');
      setNotes('');
    } catch (e) {
      notifyError(failureMessage(e, M.AddingDamageServiceFailed));
    } finally {
      setBusy(false);
    }
  }

  async function toggle(s: NonNullable<typeof services.data>[number]) {
    try {
      const saved = await toggleDamageServiceArchived(queryClient, s);
      if (saved.Archived) notifySuccess(M.Archived);
    } catch (e) {
      notifyError(failureMessage(e, M.ArchivingDamageServiceFailed));
    }
  }

  return (
    <Modal
      opened={damage !== null}
      onClose={onClose}
      title={`Repairs: ${damage?.Description ?? ''}`}
      centered
      size="lg"
    >
      <Stack>
        {services.data?.length ? (
          <Table.ScrollContainer minWidth={0}>
            <Table>
              <Table.Tbody>
                {services.data.map((s) => (
                  <Table.Tr key={s.Id} opacity={s.Archived ? 0.5 : 1}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        Work order {s.DamageWorkOrderId} · {s.DamageWorkOrder.WorkOrderStatus}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {s.Notes ?? s.DamageWorkOrder.Description}
                      </Text>
                    </Table.Td>
                    {canEdit && (
                      <Table.Td w={44}>
                        <Tooltip label={s.Archived ? 'Unarchive' : 'Archive'}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={`${s.Archived ? 'Unarchive' : 'Archive'} repair ${s.DamageWorkOrderId}`}
                            onClick={() => void toggle(s)}
                          >
                            {s.Archived ? <IconArchiveOff size={16} /> : <IconArchive size={16} />}
                          </ActionIcon>
                        </Tooltip>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text size="sm" c="dimmed">
            {services.isPending ? 'Loading…' : 'No repair work order is linked yet.'}
          </Text>
        )}
        {canEdit && (
          <Group align="flex-end" wrap="wrap">
            <NumberInput
              label="Damages work order"
              value={repairId}
              onChange={setRepairId}
              min={1}
              allowDecimal={false}
              w={180}
            />
            <TextInput
              label="Notes"
              value={notes}
              onChange={(e) => setNotes(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 160 }}
            />
            <Button onClick={() => void link()} loading={busy} disabled={!repairId}>
              Link
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
