import { useMemo, useState } from 'react';
import { Badge, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { F, has, Messages, type ServiceGroupWithContent } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { FormSkeleton } from '../../ui/FormSkeleton';
import { QueryState } from '../../ui/QueryState';
import { RecordForm } from '../../ui/RecordForm';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { saveServiceGroups } from './mutations';
import { serviceGroupsQuery } from './queries';

type ContentValues = { Contents: Record<string, string> };

const toValues = (groups: ServiceGroupWithContent[]): ContentValues => ({
  Contents: Object.fromEntries(groups.map((g) => [String(g.Id), g.Content])),
});

/**
 * Managed Content: the company-wide text of each service group, printed with the group's services.
 * Only the groups whose text changed are sent.
 */
export function ServiceGroupsPage() {
  const canEdit = has(useClaims(), 'Service', F);
  const groups = useQuery(serviceGroupsQuery);
  const queryClient = useQueryClient();
  const record = useMemo(() => groups.data && toValues(groups.data), [groups.data]);
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty);

  async function submit(v: ContentValues): Promise<ContentValues> {
    const changed = (groups.data ?? []).filter((g) => (v.Contents[g.Id] ?? '').trim() !== g.Content.trim());
    const saved = await saveServiceGroups(
      queryClient,
      changed.map((g) => ({ Id: g.Id, Content: v.Contents[g.Id] ?? '' })),
    );
    return toValues(saved);
  }

  return (
    <Stack gap="sm" maw={960}>
      <Group gap="xs">
        <Title order={1} size="h3">
          Managed Content
        </Title>
        {!canEdit && (
          <Badge variant="outline" color="gray">
            Read only
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        The company-wide text of each service group.
      </Text>
      <QueryState
        query={groups}
        errorTitle="The service groups could not be loaded"
        loading={<FormSkeleton rows={8} />}
      >
        {(list) =>
          record && (
            <Paper withBorder p="md">
              <RecordForm<ContentValues>
                record={record}
                onSubmit={submit}
                readOnly={!canEdit}
                onDirtyChange={setDirty}
                successMessage={Messages.UpdatedSuccessfully}
                errorMessage={Messages.UpdateFailed}
              >
                {(form) =>
                  list.map((g) => (
                    <Textarea
                      key={g.Id}
                      label={g.Name}
                      autosize
                      minRows={3}
                      maxRows={16}
                      maxLength={50000}
                      {...form.getInputProps(`Contents.${g.Id}`)}
                    />
                  ))
                }
              </RecordForm>
            </Paper>
          )
        }
      </QueryState>
    </Stack>
  );
}
