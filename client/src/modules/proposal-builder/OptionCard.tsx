import type { ReactNode } from 'react';
import { ActionIcon, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ProposalItemMaterial, ProposalItemService, ProposalOption } from '@canopy/shared';
import { money } from './money';
import type { RemoveTarget } from './mutations';

export type OptionCardProps = {
  option: ProposalOption;
  label: string | null;
  editing: boolean;
  showPricing: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onEdit: (item: ProposalItemService) => void;
  onEditMaterial: (item: ProposalItemMaterial) => void;
  onRemove: (target: RemoveTarget, id: number, name: string) => void;
};

/** One option: its services and materials with their costs, as the server priced them. */
export function OptionCard({
  option,
  label,
  editing,
  showPricing,
  selected,
  onSelect,
  onEdit,
  onEditMaterial,
  onRemove,
}: OptionCardProps) {
  const line = (key: string, name: string, cost: number, actions: ReactNode, detail?: string) => (
    <Group key={key} justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" truncate>
          {name}
        </Text>
        {detail && (
          <Text size="xs" c="dimmed" truncate>
            {detail}
          </Text>
        )}
      </Stack>
      <Group gap={4} wrap="nowrap">
        {showPricing && <Text size="sm">{money(cost)}</Text>}
        {editing && actions}
      </Group>
    </Group>
  );
  return (
    <Paper withBorder p="xs" radius="sm">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          {editing ? (
            <Checkbox
              size="xs"
              label={label ?? 'Select'}
              checked={selected}
              onChange={(e) => onSelect(e.currentTarget.checked)}
            />
          ) : (
            <Text size="xs" c="dimmed">
              {label}
            </Text>
          )}
          {showPricing && (
            <Text size="sm" fw={600} aria-label="Option total">
              {money(option.Total)}
            </Text>
          )}
        </Group>
        {option.ProposalItemServices.map((s) =>
          line(
            `s${s.Id}`,
            s.Service,
            s.Cost,
            <>
              <ActionIcon variant="subtle" aria-label={`Edit ${s.Service}`} onClick={() => onEdit(s)}>
                <IconPencil size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${s.Service}`}
                onClick={() => onRemove('ProposalItemService', s.Id, s.Service)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </>,
            [
              s.ProposalItemServiceServiceItems.map((i) => i.Name).join(', '),
              s.Visits.length
                ? `${s.Visits.filter((v) => v.IncludeThisYear).length} of ${s.Visits.length} visits this year`
                : '',
            ]
              .filter(Boolean)
              .join(' · '),
          ),
        )}
        {option.ProposalItemMaterials.map((m) =>
          line(
            `m${m.Id}`,
            m.Material,
            m.Cost,
            <>
              <ActionIcon
                variant="subtle"
                aria-label={`Edit ${m.Material}`}
                onClick={() => onEditMaterial(m)}
              >
                <IconPencil size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${m.Material}`}
                onClick={() => onRemove('ProposalItemMaterial', m.Id, m.Material)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </>,
            `${m.Quantity} × ${money(m.UnitPrice)}`,
          ),
        )}
      </Stack>
    </Paper>
  );
}
