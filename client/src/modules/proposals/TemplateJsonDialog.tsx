import { Code, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ProposalTemplateListItem } from '@canopy/shared';
import { QueryState } from '../../ui/QueryState';
import { fetchTemplateJson, templateKeys } from './templates';

export interface TemplateJsonDialogProps {
  template: ProposalTemplateListItem;
  onClose: () => void;
}

/** A template's content: a readable outline of its groups, then the JSON itself, wrapped to fit. */
export function TemplateJsonDialog({ template, onClose }: TemplateJsonDialogProps) {
  const query = useQuery({
    queryKey: templateKeys.json(template.Id),
    queryFn: () => fetchTemplateJson(template.Id),
  });
  return (
    <Modal opened onClose={onClose} title={template.Name} size="lg">
      <QueryState query={query} errorTitle="The template could not be loaded">
        {(content) => (
          <Stack gap="sm">
            {content.Groups.map((g, gi) => (
              <Stack key={gi} gap={2}>
                <Text fw={600} size="sm">
                  {g.Name} ({content.ServiceGroups.find((s) => s.ServiceGroupId === g.ServiceGroupId)?.Name})
                </Text>
                {g.OptionGroups.flatMap((og, ogi) =>
                  og.Options.map((o, oi) => (
                    <Text key={`${ogi}-${oi}`} size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {og.Options.length > 1 ? `Option ${oi + 1}: ` : ''}
                      {[...o.Services.map((s) => s.Service), ...o.Materials.map((m) => m.Material)].join(
                        ', ',
                      )}
                    </Text>
                  )),
                )}
              </Stack>
            ))}
            <ScrollArea.Autosize mah={360} type="auto">
              <Code
                block
                aria-label="Template JSON"
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {JSON.stringify(content, null, 2)}
              </Code>
            </ScrollArea.Autosize>
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
}
