import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { ProposalGroup, ProposalItemMaterial, ProposalItemService } from '@canopy/shared';
import { ServiceGroupList } from '@canopy/shared';
import { money } from './money';
import type { RemoveTarget } from './mutations';
import { OptionCard } from './OptionCard';

export type GroupCardProps = {
  group: ProposalGroup;
  editing: boolean;
  selected: ReadonlySet<number>;
  onSelect: (optionId: number, on: boolean) => void;
  onEdit: (item: ProposalItemService) => void;
  onEditMaterial: (item: ProposalItemMaterial) => void;
  /** Saves the group's name and separate-work-order flag. */
  onRename: (name: string, separate: boolean) => void;
  onRemove: (target: RemoveTarget, id: number, name: string) => void;
  onUngroup: (optionGroupId: number) => void;
  onShowPricing: (show: boolean) => void;
};

/** A proposal group: its option groups, each a choice between options when it has more than one. */
export function GroupCard(props: GroupCardProps) {
  const { group, editing } = props;
  const serviceGroup = ServiceGroupList.find((g) => g.Id === group.ServiceGroupId)?.Name;
  const [name, setName] = useState(group.Name);
  return (
    <Card withBorder padding="sm" radius="md" aria-label={group.Name} component="section">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {group.Name}
            </Text>
            <Group gap={4}>
              <Text size="xs" c="dimmed">
                {serviceGroup}
              </Text>
              {group.SeparateWorkOrderGroup && (
                <Badge size="xs" variant="light">
                  Separate work order
                </Badge>
              )}
            </Group>
          </Stack>
          <Text fw={600} aria-label="Group total">
            {money(group.Total)}
          </Text>
        </Group>
        {editing && (
          <Stack gap={6}>
            <TextInput
              size="xs"
              label="Group name"
              value={name}
              maxLength={100}
              onChange={(e) => setName(e.currentTarget.value)}
              onBlur={(e) => {
                // Leaving the field for the builder's Cancel keeps the last saved name (spec §4).
                const to = e.relatedTarget as HTMLElement | null;
                if (to?.closest('[data-builder-cancel]')) return;
                if (!name.trim()) setName(group.Name);
                else if (name.trim() !== group.Name)
                  props.onRename(name.trim(), group.SeparateWorkOrderGroup);
              }}
            />
            <Group gap="md">
              <Switch
                size="xs"
                label="Show pricing"
                checked={group.ShowPricing}
                onChange={(e) => props.onShowPricing(e.currentTarget.checked)}
              />
              <Switch
                size="xs"
                label="Separate work order"
                checked={group.SeparateWorkOrderGroup}
                onChange={(e) => props.onRename(group.Name, e.currentTarget.checked)}
              />
            </Group>
          </Stack>
        )}
        {group.ProposalOptionGroups.map((og) => {
          const multi = og.ProposalOptions.length > 1;
          return (
            <Stack key={og.Id} gap={4}>
              {multi && (
                <Group justify="space-between">
                  <Text size="xs" fw={600}>
                    Choose one of {og.ProposalOptions.length} options
                  </Text>
                  {editing && (
                    <Button size="compact-xs" variant="subtle" onClick={() => props.onUngroup(og.Id)}>
                      Ungroup
                    </Button>
                  )}
                </Group>
              )}
              {og.ProposalOptions.map((o, i) => (
                <OptionCard
                  key={o.Id}
                  option={o}
                  label={multi ? `Option ${i + 1}` : null}
                  editing={editing}
                  showPricing={group.ShowPricing || editing}
                  selected={props.selected.has(o.Id)}
                  onSelect={(on) => props.onSelect(o.Id, on)}
                  onEdit={props.onEdit}
                  onEditMaterial={props.onEditMaterial}
                  onRemove={props.onRemove}
                />
              ))}
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}
