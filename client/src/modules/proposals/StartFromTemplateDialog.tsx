import { useState } from 'react';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ProposalMessages as M, type ProposalTemplateListItem } from '@canopy/shared';
import { handleApiError } from '../../ui/handleApiError';
import { notifySuccess } from '../../ui/notify';
import { LocationPicker } from './LocationPicker';
import { proposalKeys } from './queries';
import { plural, startFromTemplate } from './templates';

export interface StartFromTemplateDialogProps {
  template: ProposalTemplateListItem;
  onClose: () => void;
}

/** A new Created proposal for the chosen location holding the template's groups; opens the builder. */
export function StartFromTemplateDialog({ template, onClose }: StartFromTemplateDialogProps) {
  const [locationId, setLocationId] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function start() {
    if (!locationId) return;
    setSaving(true);
    try {
      const p = await startFromTemplate(template.Id, { AccountLocationId: locationId });
      queryClient.setQueryData(proposalKeys.detail(p.Id), p);
      void queryClient.invalidateQueries({ queryKey: proposalKeys.list });
      notifySuccess(M.Created);
      void navigate({ to: '/builder', search: { id: p.Id } } as never);
    } catch (error) {
      handleApiError(error, M.SaveFailed);
      setSaving(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title="Start a proposal from a template">
      <Stack gap="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {template.Name}: {plural(template.GroupCount, 'group')}, {plural(template.ItemCount, 'item')}.
          Choose the customer's location; the customer's trees are chosen in the builder.
        </Text>
        <LocationPicker value={locationId} onChange={setLocationId} />
        <Button onClick={() => void start()} disabled={!locationId} loading={saving}>
          Create Proposal
        </Button>
      </Stack>
    </Modal>
  );
}
