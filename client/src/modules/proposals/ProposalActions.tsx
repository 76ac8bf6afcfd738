import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ProposalMessages as M, ProposalStatuses, type ConfirmResult, type Proposal } from '@canopy/shared';
import { confirm } from '../../ui/confirm';
import { api } from '../../kernel/api/client';
import { handleApiError } from '../../ui/handleApiError';
import { notifyError, notifySuccess } from '../../ui/notify';
import { cancelProposal, confirmProposal } from './mutations';

/**
 * Cancel and Confirm. Confirming makes the proposal's work authorization; spec §4 then offers to send
 * it to the customer (or, for a do-not-email account, to view it); declining goes to the home page.
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
  async function view() {
    try {
      const { data } = await api.get('/workAuthorization/idByProposalId/{id}', { path: { id: p.Id } });
      if (data.Id) void navigate({ to: '/workauthorization/info', search: { id: data.Id } });
      else notifyError('Failed to find work authorization');
    } catch (error) {
      handleApiError(error, 'Failed to find work authorization');
    }
  }
  async function send() {
    try {
      await api.post('/proposals/emailWorkAuthorization/{id}', { path: { id: p.Id } });
      notifySuccess(M.EmailSent);
      home();
    } catch (error) {
      handleApiError(error, M.EmailFailed);
    }
  }
  return (
    <Group gap="sm">
      {p.StatusId === ProposalStatuses.Created && <Button onClick={() => void confirmIt()}>Confirm</Button>}
      <Button variant="default" color="red" onClick={() => void cancel()}>
        Cancel proposal
      </Button>
      <Modal opened={offer != null} onClose={home} title="Proposal confirmed" centered>
        <Stack>
          <Text>{offer === 'view' ? M.ConfirmViewWorkAuthorization : M.ConfirmSendWorkAuthorization}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={home}>
              Cancel
            </Button>
            <Button onClick={() => void (offer === 'view' ? view() : send())}>
              {offer === 'view' ? 'View' : 'Send Email'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
