import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ServiceRequestMessages as M, type ServiceRequest } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { confirm } from '../../ui/confirm';
import { handleApiError } from '../../ui/handleApiError';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useCanOpen } from '../account-extras/useCanOpen';
import { saveBlob } from '../employees/saveBlob';
import { deleteRequest, emailRequest, generateProposal, printRequest } from './mutations';

/** Print, e-mail, generate a proposal (Proposals access), book a follow-up and delete (Full). */
export function RequestActions({ request: r }: { request: ServiceRequest }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const canPropose = useCanOpen('/proposals/add');
  const [busy, setBusy] = useState<string | null>(null);
  const [mailOpen, setMailOpen] = useState(false);
  const [toCustomer, setToCustomer] = useState(!r.DoNotEmail);
  const [toArborist, setToArborist] = useState(true);

  async function run(name: string, work: () => Promise<void>, failure: string) {
    setBusy(name);
    try {
      await work();
    } catch (error) {
      if (name === 'print') notifyError(error instanceof ApiError ? error.message : failure);
      else handleApiError(error, failure);
    } finally {
      setBusy(null);
    }
  }

  const print = () =>
    run(
      'print',
      async () => {
        const { blob, fileName } = await printRequest(r.Id);
        saveBlob(blob, fileName);
      },
      'Print failed',
    );
  const email = () =>
    run(
      'email',
      async () => {
        await emailRequest(r.Id, toCustomer, toArborist);
        setMailOpen(false);
        notifySuccess(M.EmailSent);
      },
      M.EmailFailed,
    );
  const propose = () =>
    run(
      'proposal',
      async () => {
        const p = await generateProposal(queryClient, r.Id);
        notifySuccess('Proposal Created Successfully');
        void navigate({ to: '/proposals/info', search: { id: p.Id } });
      },
      M.SaveFailed,
    );
  async function remove() {
    const ok = await confirm({
      title: 'Delete request',
      message: `Delete the request for ${r.AccountName}?`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    await run(
      'delete',
      async () => {
        await deleteRequest(queryClient, r.Id);
        notifySuccess(M.Deleted);
        void navigate({ to: '/requests' });
      },
      'Delete Failed',
    );
  }

  return (
    <Group gap="sm" wrap="wrap">
      <Button variant="default" loading={busy === 'print'} onClick={() => void print()}>
        Print
      </Button>
      <Button variant="default" onClick={() => setMailOpen(true)}>
        Email
      </Button>
      {canPropose && (
        <Button variant="default" loading={busy === 'proposal'} onClick={() => void propose()}>
          Generate Proposal
        </Button>
      )}
      {r.CanEdit && (
        <Button
          variant="default"
          onClick={() => void navigate({ to: '/requests/add', search: { id: r.Id } })}
        >
          Book Follow-up
        </Button>
      )}
      {r.CanEdit && (
        <Button variant="default" color="red" loading={busy === 'delete'} onClick={() => void remove()}>
          Delete
        </Button>
      )}
      <Modal opened={mailOpen} onClose={() => setMailOpen(false)} title="Email request" centered>
        <Stack>
          <Checkbox
            label={r.DoNotEmail ? 'Customer (marked Do Not Email)' : 'Customer'}
            checked={toCustomer}
            disabled={r.DoNotEmail}
            onChange={(e) => setToCustomer(e.currentTarget.checked)}
          />
          <Checkbox
            label={`Arborist (${r.SalesRepName})`}
            checked={toArborist}
            onChange={(e) => setToArborist(e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setMailOpen(false)}>
              Cancel
            </Button>
            <Button
              loading={busy === 'email'}
              disabled={!toCustomer && !toArborist}
              onClick={() => void email()}
            >
              Send
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
