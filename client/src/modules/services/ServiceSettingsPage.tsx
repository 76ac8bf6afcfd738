import { useState } from 'react';
import { Group, Paper, Tabs, Text, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { BackButton } from '../../ui/BackButton';
import { RecurrenceMaxForm } from './RecurrenceMaxForm';
import { ServiceSettingsList } from './ServiceSettingsList';
import { RECURRENCE_TAB, SERVICE_SETTINGS_LISTS, SETTINGS_TABS } from './settingsLists';

/**
 * The service settings: the whole lists (each fetched when its tab is first opened and kept mounted
 * afterwards, so switching tabs keeps unsaved edits) and the max recurrence years.
 */
export function ServiceSettingsPage() {
  const search = useSearch({ from: '/app/services/settings' });
  const navigate = useNavigate();
  const active = search.tab ?? SETTINGS_TABS[0]!;
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([active]));
  if (!opened.has(active)) setOpened(new Set([...opened, active]));

  const show = (tab: string | null) => {
    if (!tab) return;
    void navigate({
      to: '/services/settings',
      search: { tab: tab === SETTINGS_TABS[0] ? undefined : tab },
      replace: true,
    });
  };

  return (
    <>
      <Group gap="xs" mb={4}>
        <BackButton fallback="/services" />
        <Title order={1} size="h3">
          Service Settings
        </Title>
      </Group>
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
          <Tabs.List miw={190} mr="md">
            {SERVICE_SETTINGS_LISTS.map((list) => (
              <Tabs.Tab key={list.Key} value={list.Key} size="sm">
                {list.Name}
              </Tabs.Tab>
            ))}
            <Tabs.Tab value={RECURRENCE_TAB} size="sm">
              Max Recurrence Years
            </Tabs.Tab>
          </Tabs.List>
          {SERVICE_SETTINGS_LISTS.map((list) => (
            <Tabs.Panel key={list.Key} value={list.Key} miw={0}>
              {opened.has(list.Key) && (
                <>
                  <Title order={2} size="h5" mb="xs">
                    {list.Name}
                  </Title>
                  <ServiceSettingsList list={list} />
                </>
              )}
            </Tabs.Panel>
          ))}
          <Tabs.Panel value={RECURRENCE_TAB} miw={0}>
            {opened.has(RECURRENCE_TAB) && (
              <>
                <Title order={2} size="h5" mb="xs">
                  Max Recurrence Years
                </Title>
                <RecurrenceMaxForm />
              </>
            )}
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </>
  );
}
