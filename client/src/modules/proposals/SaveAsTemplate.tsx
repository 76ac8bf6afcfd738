import { useState } from 'react';
import { Button, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { ProposalMessages as M, type Proposal } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { handleApiError } from '../../ui/handleApiError';
import { notifySuccess } from '../../ui/notify';
import { saveTemplate } from './templates';

/** Keeps the proposal's builder groups as a template others can start proposals from (Full). */
export function SaveAsTemplate({ proposal }: { proposal: Proposal }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    try {
      await saveTemplate(queryClient, { Name: name, Description: description, ProposalId: proposal.Id });
      notifySuccess('Template Saved Successfully');
      setOpen(false);
    } catch (error) {
      const name = error instanceof ApiError ? error.modelState.Name?.[0] : undefined;
      setErrors(name ? { Name: name } : {});
      handleApiError(error, M.SaveFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconTemplate size={14} />}
        onClick={() => {
          setName(`${proposal.AccountName} ${proposal.ProposalNumber}`.slice(0, 100));
          setErrors({});
          setOpen(true);
        }}
      >
        Save as template
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Save as template">
        <Stack gap="sm">
          <TextInput
            label="Template name"
            required
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.Name}
          />
          <Textarea
            label="Description"
            maxLength={500}
            autosize
            minRows={2}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <Button onClick={() => void save()} loading={saving}>
            Save template
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
