import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ProposalMessages as M, ProposalStatuses, type ConfirmResult, type Proposal } from '@canopy/shared';
import { confirm } from '../../ui/ConfirmDialog';
import { handleApiError } from '../../ui/handleApiError';
import { cancelProposal, confirmProposal } from './mutations';

/**
 * Cancel and Confirm. After confirming, spec §4 offers to send the work authorization (or, for a
 * do-not-email account, to view it); work authorizations are not built yet, so the offer says so
 * and its only way on is the home page, where declining leads.
 */
export function ProposalActions({ proposal: p }: { proposal: Proposal }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [offer, setOffer] = useState<ConfirmResult['Offer'] | null>(null);
  if (!p.CanEdit) return null;

  async function cancel() {
    const ok = await confirm({
      title: 'Cancel proposal',
      message: `Cancel proposal ${p.ProposalNumber}? It can no longer be changed afterwards.`,
      confirmLabel: 'Cancel proposal',
      cancelLabel: 'Keep it',
      danger: true,
    });
    if (!ok) return;
    try {
      await cancelProposal(queryClient, p.Id);
    } catch (error) {
      handleApiError(error, M.SaveFailed);
    }
  }

  async function confirmIt() {
    try {
      setOffer((await confirmProposal(queryClient, p.Id)).Offer);
    } catch (error) {
      handleApiError(error, M.SaveFailed);
    }
  }

  const home = () => void navigate({ to: '/' });
  return (
    <Group gap="sm">
      {p.StatusId === ProposalStatuses.Created && <Button onClick={() => void confirmIt()}>Confirm</Button>}
      <Button variant="default" color="red" onClick={() => void cancel()}>
        Cancel proposal
      </Button>
      <Modal opened={offer != null} onClose={home} title="Proposal confirmed" centered>
        <Stack>
          <Text>{offer === 'view' ? M.ConfirmViewWorkAuthorization : M.ConfirmSendWorkAuthorization}</Text>
          <Text size="sm" c="dimmed">
            Work authorizations are not available yet.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={home}>
              Cancel
            </Button>
            <Button disabled>{offer === 'view' ? 'View' : 'Send Email'}</Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
