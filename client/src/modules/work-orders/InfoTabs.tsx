import type { ReactNode } from 'react';
import { Tabs } from '@mantine/core';
import { F, has, R, seesPrices, type ClaimFlags } from '@canopy/shared';
import type { WorkOrderTab } from './search';

export type TabDef = { value: WorkOrderTab; label: string };

type Visible = TabDef & { visible: (c: ClaimFlags | undefined) => boolean };

// Sub-record tabs show to whoever may view them (spec §6: ReadOnly or Full views).
const TABS: Visible[] = [
  { value: 'basic', label: 'Basic info', visible: () => true },
  { value: 'services', label: 'Services', visible: (c) => has(c, 'WorkOrders_Services', R | F) },
  { value: 'dailylogs', label: 'Daily logs', visible: (c) => has(c, 'WorkOrders_DailyLogs', R | F) },
  { value: 'images', label: 'Images', visible: () => true },
  { value: 'scouting', label: 'Scouting report', visible: (c) => has(c, 'WorkOrders_ScoutingReport', R | F) },
  // Whoever opens the info sees these; WorkOrders Personal, Branch or Full reports them.
  { value: 'problems', label: 'Equipment problems', visible: () => true },
  { value: 'damages', label: 'Damages', visible: () => true },
  { value: 'chemicals', label: 'Chemicals', visible: (c) => has(c, 'WorkOrders_ActualChemicalsUsed', R | F) },
  { value: 'materials', label: 'Materials', visible: () => true },
  { value: 'purchaseorders', label: 'Purchase orders', visible: () => true },
  { value: 'pricing', label: 'Pricing', visible: seesPrices },
];

/** The tabs the user may open, and the one to show (an unknown or hidden tab falls back to basic info). */
export function infoTabs(claims: ClaimFlags | undefined, requested: WorkOrderTab | undefined) {
  const tabs: TabDef[] = TABS.filter((t) => t.visible(claims)).map(({ value, label }) => ({ value, label }));
  const wanted = requested ?? 'basic';
  return { tabs, tab: tabs.some((t) => t.value === wanted) ? wanted : 'basic' };
}

export interface InfoTabsProps {
  tabs: TabDef[];
  tab: WorkOrderTab;
  onChange: (next: string | null) => void;
  panel: (tab: WorkOrderTab) => ReactNode;
}

export function InfoTabs({ tabs, tab, onChange, panel }: InfoTabsProps) {
  return (
    // Basic info stays mounted under other tabs, so its edits survive and completion can save them.
    <Tabs value={tab} onChange={onChange} keepMounted={false} keepMountedMode="display-none">
      <Tabs.List mb="md">
        {tabs.map((t) => (
          <Tabs.Tab key={t.value} value={t.value}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map(({ value }) => (
        <Tabs.Panel key={value} value={value} keepMounted={value === 'basic'}>
          {panel(value)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
