import type { ReactNode } from 'react';
import { Button, Group, Title } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { allows } from '@canopy/shared';
import { screen } from '../../app/routes/screens';
import { useClaims } from '../../kernel/session/sessionStore';

export type InventorySettingsHeaderProps = {
  title: string;
  /** Buttons on the right (Add …). */
  children?: ReactNode;
};

const SECTIONS = [
  { label: 'Item Types', to: '/serviceitemsetting/itemtypes' },
  { label: 'Sizes', to: '/serviceitemsetting/sizes' },
  { label: 'Locations', to: '/serviceitemsetting/locations' },
  { label: 'Units & Conditions', to: '/serviceitemsetting/sizesettings' },
] as const;

/** The title of an item settings screen and a way across to its sibling screens the user may open. */
export function InventorySettingsHeader({ title, children }: InventorySettingsHeaderProps) {
  const claims = useClaims();
  const pathname = useLocation({ select: (l) => l.pathname.toLowerCase().replace(/\/+$/, '') });
  const sections = SECTIONS.filter((s) => allows(claims, screen(s.to).claim ?? []));

  return (
    <Group justify="space-between" mb="sm" align="flex-end">
      <div>
        <Title order={1} size="h3" mb={6}>
          {title}
        </Title>
        <Group gap={4} component="nav" aria-label="Item settings">
          {sections.map((s) => {
            const active = pathname === s.to.toLowerCase();
            return (
              <Button
                key={s.to}
                component={Link}
                to={s.to}
                size="compact-sm"
                variant={active ? 'light' : 'subtle'}
                color={active ? undefined : 'gray'}
                aria-current={active ? 'page' : undefined}
              >
                {s.label}
              </Button>
            );
          })}
        </Group>
      </div>
      {children && <Group gap="xs">{children}</Group>}
    </Group>
  );
}
