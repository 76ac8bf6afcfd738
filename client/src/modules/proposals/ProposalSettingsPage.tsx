import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { BackButton } from '../../ui/BackButton';
import { useCanOpen } from '../account-extras/useCanOpen';
import { PrintAttachments } from './PrintAttachments';

export interface ProposalSettingsPageProps {
  /** The documents screen shows only the print attachments; the settings screen adds its links. */
  documentsOnly?: boolean;
}

/**
 * proposals.settings and proposals.settingsDocuments (Settings Full): the print attachment documents
 * uploaded and put in order, and where the proposal lists kept elsewhere are edited.
 */
export function ProposalSettingsPage({ documentsOnly }: ProposalSettingsPageProps) {
  const templates = useCanOpen('/proposals/templates');
  const labels = useCanOpen('/services/settings');
  return (
    <Stack gap="md" maw={900}>
      <Group gap="xs" wrap="nowrap">
        <BackButton fallback="/settings" />
        <Title order={1} size="h3">
          {documentsOnly ? 'Proposal Print Documents' : 'Proposal Settings'}
        </Title>
      </Group>
      <Text size="sm" c="dimmed">
        These documents are appended, in this order, to every printed proposal. Switch one off to keep it
        without printing it.
      </Text>
      <PrintAttachments />
      {!documentsOnly && (
        <Stack gap={4}>
          {templates && (
            <Anchor component={Link} to="/proposals/templates" size="sm">
              Proposal templates
            </Anchor>
          )}
          {labels && (
            <Anchor component={Link} to="/services/settings" size="sm">
              Proposal labels (service settings)
            </Anchor>
          )}
        </Stack>
      )}
    </Stack>
  );
}
