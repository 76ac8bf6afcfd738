import { useState } from 'react';
import { Button, Loader, Paper, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useBlocker, useNavigate, useSearch } from '@tanstack/react-router';
import { B, F, has, R } from '@canopy/shared';
import { useReturnPages } from '../../kernel/session/returnPages';
import { homePath } from '../../app/routes/landing';
import { useClaims } from '../../kernel/session/sessionStore';
import { confirm } from '../../ui/confirm';
import { QueryState } from '../../ui/QueryState';
import { EmployeeHeader } from './EmployeeHeader';
import { EmployeeTabPanel } from './EmployeeTabPanel';
import { visibleTabs } from './employeeTabs';
import type { EmployeeTab } from './infoSearch';
import { employeeQuery } from './queries';

const askToDiscard = () =>
  confirm({
    title: 'Discard changes?',
    message: 'This tab has changes that are not saved. Leave it and discard them?',
    confirmLabel: 'Discard',
    danger: true,
  });

export function EmployeeInfo() {
  const search = useSearch({ from: '/app/employees/info' });
  const navigate = useNavigate();
  const popReturnPage = useReturnPages((s) => s.pop);
  const canList = has(useClaims(), 'Employee', R | B | F);
  const query = useQuery(employeeQuery(search.id));
  // Dirtiness belongs to the tab that reported it: a tab left behind is unmounted with its edits.
  const [dirtyTab, setDirtyTab] = useState<EmployeeTab | null>(null);
  const requested = search.tab ?? 'basic';
  const dirty = dirtyTab === requested;

  useBlocker({
    shouldBlockFn: async ({ next }) => {
      if (!dirty) return false;
      const sameTab =
        next.pathname === '/employees/info' &&
        (next.search as { id?: number; tab?: string }).id === search.id &&
        ((next.search as { tab?: string }).tab ?? 'basic') === requested;
      return sameTab ? false : !(await askToDiscard());
    },
    enableBeforeUnload: false,
  });

  const back = () => void navigate({ href: popReturnPage() ?? (canList ? '/employees/' : homePath()) });

  const select = (next: string | null) =>
    void navigate({
      to: '/employees/info',
      search: { ...search, tab: next && next !== 'basic' ? (next as EmployeeTab) : undefined },
      replace: true,
    });

  return (
    <QueryState
      query={query}
      errorTitle="The employee could not be loaded"
      loading={<Loader m="xl" aria-label="Loading employee" />}
      actions={
        <Button size="xs" variant="default" onClick={back}>
          Back
        </Button>
      }
    >
      {(employee) => {
        const tabs = visibleTabs(employee);
        const tab = tabs.some((t) => t.value === requested) ? requested : 'basic';
        return (
          <>
            <EmployeeHeader employee={employee} onBack={back} />
            <Tabs
              value={tab}
              onChange={select}
              orientation="vertical"
              keepMounted={false}
              variant="outline"
              styles={{ tabLabel: { textAlign: 'left' } }}
            >
              <Tabs.List miw={210}>
                {tabs.map((t) => (
                  <Tabs.Tab key={t.value} value={t.value}>
                    {t.label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {tabs.map((t) => (
                <Tabs.Panel key={t.value} value={t.value} px="lg" py="xs">
                  <Paper maw={980}>
                    <EmployeeTabPanel
                      tab={t.value}
                      employee={employee}
                      onDirtyChange={(d) =>
                        setDirtyTab((cur) => (d ? t.value : cur === t.value ? null : cur))
                      }
                    />
                  </Paper>
                </Tabs.Panel>
              ))}
            </Tabs>
          </>
        );
      }}
    </QueryState>
  );
}
