import type { ComponentType } from 'react';
import {
  IconBuildingStore,
  IconBuildingWarehouse,
  IconClipboardList,
  IconFileDescription,
  IconFlask,
  IconHeadset,
  IconLicense,
  IconPackage,
  IconTool,
  IconUsers,
} from '@tabler/icons-react';
import type { ClaimFlags } from '@canopy/shared';
import { canOpen } from '../../app/menu/filterMenu';
import { screen } from '../../app/routes/screens';

export interface HubLink {
  /** A path of the route table; its title and claim come from there. */
  path: string;
  description: string;
}

export interface HubGroup {
  label: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  links: HubLink[];
}

/**
 * Every settings screen of the route table (those behind Settings FullAccess), grouped by the area
 * it configures. A test keeps this in step with the table.
 */
export const HUB_GROUPS: HubGroup[] = [
  {
    label: 'Accounts',
    icon: IconBuildingStore,
    links: [
      {
        path: '/accounts/settings',
        description:
          'Account types, client types, sources, inactive reasons, contact titles, source codes, note types and service lines',
      },
    ],
  },
  {
    label: 'Employees',
    icon: IconUsers,
    links: [
      { path: '/employees/settings', description: 'Lists used on employee records' },
      { path: '/monthly-work-days/', description: 'Working days of each month' },
    ],
  },
  {
    label: 'Work orders',
    icon: IconClipboardList,
    links: [
      { path: '/workorders/settings', description: 'Weather conditions' },
      { path: '/prevailing-wages/', description: 'Prevailing wage categories and job titles' },
    ],
  },
  {
    label: 'Services',
    icon: IconTool,
    links: [
      {
        path: '/services/settings',
        description:
          'Units, categories, conditions, proposal labels, maximum recurrence years and weather conditions',
      },
    ],
  },
  {
    label: 'Chemicals',
    icon: IconFlask,
    links: [{ path: '/chemicals/settings', description: 'Methods, units and carriers' }],
  },
  {
    label: 'Branches',
    icon: IconBuildingWarehouse,
    links: [{ path: '/branches/list-items', description: 'Lists used on branch records' }],
  },
  {
    label: 'Proposals',
    icon: IconFileDescription,
    links: [
      { path: '/proposals/settings', description: 'Proposal options and lists' },
      {
        path: '/proposals/settings/documents',
        description: 'Documents attached to printed proposals, uploaded and put in order',
      },
    ],
  },
  {
    label: 'Contracts',
    icon: IconLicense,
    links: [{ path: '/proposals/contracts/settings', description: 'How often contracts are deactivated' }],
  },
  {
    label: 'Service requests',
    icon: IconHeadset,
    links: [{ path: '/requests/settings', description: 'Request, estimate and appointment types' }],
  },
  {
    label: 'Inventory items',
    icon: IconPackage,
    links: [
      { path: '/serviceitemsetting/sizesettings', description: 'Units that item sizes are measured in' },
    ],
  },
];

export interface VisibleHubLink extends HubLink {
  title: string;
}

export interface VisibleHubGroup extends Omit<HubGroup, 'links'> {
  links: VisibleHubLink[];
}

/** The groups a user sees: links whose screen they may open; a group only if a link remains. */
export function visibleHubGroups(claims: ClaimFlags | undefined, groups = HUB_GROUPS): VisibleHubGroup[] {
  return groups.flatMap((group) => {
    const links = group.links
      .filter((l) => canOpen(claims, l.path))
      .map((l) => ({ ...l, title: screen(l.path).title }));
    return links.length ? [{ ...group, links }] : [];
  });
}
