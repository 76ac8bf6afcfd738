import { List, Stack, Text } from '@mantine/core';
import { Messages } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { confirm } from '../../ui/confirm';
import { accountsNamed } from './queries';

const NAME_TAKEN = 'An account with this name already exists.';

/**
 * Asks the spec's duplicate-name question when accounts the user can see already carry the name.
 * Going back to the form rejects with a field error on Name, so RecordForm keeps the edits and shows
 * why the save stopped. A name the user already accepted is not asked about again.
 */
export async function confirmName(
  name: string,
  accepted: { current: string | null },
  excludeId?: number,
): Promise<void> {
  const key = name.trim().toLowerCase();
  if (!key || accepted.current === key) return;
  const same = await accountsNamed(name.trim(), excludeId);
  if (!same.length) return;
  const proceed = await confirm({
    title: 'Duplicate account name',
    message: (
      <Stack gap="xs">
        <Text>{Messages.AccountNameExists}</Text>
        <List size="sm">
          {same.map((a) => (
            <List.Item key={a.Id}>{`${a.Name} (${a.BranchName})`}</List.Item>
          ))}
        </List>
      </Stack>
    ),
    confirmLabel: 'Continue',
    cancelLabel: 'Cancel',
  });
  if (!proceed) throw new ApiError(400, NAME_TAKEN, { Name: [NAME_TAKEN] });
  accepted.current = key;
}
