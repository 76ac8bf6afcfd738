import { useState } from 'react';
import { Paper, Tabs, Text, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { SettingsLists, type SettingsListKey } from '@canopy/shared';
import { AccountSettingsList } from './AccountSettingsList';

/**
 * The account settings lists, one at a time. A list is fetched when its tab is first opened and
 * stays mounted afterwards, so switching tabs keeps unsaved edits.
 */
export function AccountSettings() {
  const search = useSearch({ from: '/app/accounts/settings' });
  const navigate = useNavigate();
  const active: SettingsListKey = search.list ?? SettingsLists[0].Key;
  const [opened, setOpened] = useState<ReadonlySet<SettingsListKey>>(() => new Set([active]));
  if (!opened.has(active)) setOpened(new Set([...opened, active]));

  const show = (key: string | null) => {
    if (!key) return;
    void navigate({
      to: '/accounts/settings',
      search: { list: key === SettingsLists[0].Key ? undefined : (key as SettingsListKey) },
      replace: true,
    });
  };

  return (
    <>
      <Title order={1} size="h3" mb={4}>
        Account Settings
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Enter on the last row adds a row; blank rows are dropped when saving. Items in use cannot be removed.
      </Text>
      <Paper withBorder p="sm" maw={880}>
        <Tabs
          value={active}
          onChange={show}
          orientation="vertical"
          variant="pills"
          styles={{ tabLabel: { textAlign: 'left' } }}
        >
          <Tabs.List miw={170} mr="md">
            {SettingsLists.map((list) => (
              <Tabs.Tab key={list.Key} value={list.Key} size="sm">
                {list.Name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {SettingsLists.map((list) => (
            <Tabs.Panel key={list.Key} value={list.Key} miw={0}>
              {opened.has(list.Key) && (
                <>
                  <Title order={2} size="h5" mb="xs">
                    {list.Name}
                  </Title>
                  <AccountSettingsList list={list} />
                </>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>
    </>
  );
}
