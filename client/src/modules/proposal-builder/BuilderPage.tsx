import { useState } from 'react';
import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  BuilderMessages as M,
  groupRefusal,
  itemsWithoutCost,
  type Builder,
  type ProposalItemMaterial,
  type ProposalItemService,
} from '@canopy/shared';
import { BackButton } from '../../ui/BackButton';
import { confirm } from '../../ui/confirm';
import { handleApiError } from '../../ui/handleApiError';
import { notifyError, notifySuccess } from '../../ui/notify';
import { AddItemDialog } from './AddItemDialog';
import { EditMaterialDialog } from './EditMaterialDialog';
import { EditServiceDialog } from './EditServiceDialog';
import { GroupCard } from './GroupCard';
import { money } from './money';
import {
  groupOptions,
  removeFromProposal,
  saveGroups,
  saveProposalCrew,
  saveProposalEquipment,
  saveServiceGroupOrder,
  saveShowPricing,
  ungroup,
  type RemoveTarget,
} from './mutations';
import { ProposalState } from '../proposals/ProposalState';
import { ProposalResources } from './ProposalResources';
import { builderKeys, builderQuery } from './queries';
import { builderRoute } from './routes';
import { ServiceGroupOrder } from './ServiceGroupOrder';

/** /builder?id=: groups > option groups > options of a proposal, priced by the server. */
export function BuilderPage() {
  const { id } = builderRoute.useSearch();
  const query = useQuery({ ...builderQuery(id ?? 0), enabled: !!id });
  const back = id ? `/proposals/info?id=${id}` : '/proposals';
  return (
    <Stack gap="sm" p="sm" maw={900} mx="auto" w="100%">
      <Group gap="xs" wrap="nowrap">
        <BackButton fallback={back} />
        <Title order={3}>Proposal Builder</Title>
      </Group>
      <ProposalState id={id} query={query}>
        {(b: Builder) => <BuilderBody builder={b} />}
      </ProposalState>
    </Stack>
  );
}

function BuilderBody({ builder: b }: { builder: Builder }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  // Edit mode open or closed (spec §4); cancelling reads the last saved builder again.
  const [editing, setEditing] = useState(false);
  // Cancel starts the screen again from the last save: unsaved field text goes with the old cards.
  const [session, setSession] = useState(0);
  const [adding, setAdding] = useState(false);
  // Kept by id so an open form shows what the server answers since (photos added or removed).
  const [editItemId, setEditItemId] = useState<number | null>(null);
  const [editMaterialId, setEditMaterialId] = useState<number | null>(null);
  const options = b.ProposalGroups.flatMap((g) => g.ProposalOptionGroups).flatMap((og) => og.ProposalOptions);
  const editItem = options.flatMap((o) => o.ProposalItemServices).find((s) => s.Id === editItemId);
  const editMaterial = options.flatMap((o) => o.ProposalItemMaterials).find((m) => m.Id === editMaterialId);
  const [selected, setSelected] = useState<Set<number>>(new Set());

  const run = async (work: Promise<unknown>, failed: string, done?: string) => {
    try {
      await work;
      if (done) notifySuccess(done);
    } catch (e) {
      handleApiError(e, failed);
    }
  };

  async function remove(target: RemoveTarget, itemId: number, name: string) {
    const ok = await confirm({
      title: 'Remove',
      message: `Remove ${name} from the proposal?`,
      confirmLabel: 'Remove',
      danger: true,
    });
    if (ok) await run(removeFromProposal(qc, b.Id, target, itemId), M.SaveFailed, M.Deleted);
  }

  async function group() {
    // The spec's refusal at once, without a round trip; the server checks the same rule again.
    const serviceGroupOf = new Map(
      b.ProposalGroups.flatMap((g) =>
        g.ProposalOptionGroups.flatMap((og) =>
          og.ProposalOptions.map((o) => [o.Id, g.ProposalServiceGroupId]),
        ),
      ),
    );
    const refusal = groupRefusal([...selected].map((id) => serviceGroupOf.get(id) ?? 0));
    if (refusal) {
      notifyError(refusal);
      return;
    }
    await run(
      groupOptions(qc, { ProposalId: b.Id, ProposalOptionIds: [...selected] }),
      M.FailedToUpdateGroup,
      M.GroupsUpdated,
    );
    setSelected(new Set());
  }

  async function next() {
    const zero = itemsWithoutCost(b.ProposalGroups);
    if (zero.length) {
      const go = await confirm({
        title: M.ItemsWithoutCost,
        message: (
          <List size="sm">
            {zero.map((l, i) => (
              <List.Item key={i}>{l.Name}</List.Item>
            ))}
          </List>
        ),
        confirmLabel: 'Continue',
        cancelLabel: 'Cancel',
      });
      if (!go) return;
    }
    await navigate({ href: `/proposalformat?id=${b.Id}` });
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed">
          Proposal {b.ProposalNumber !== null ? String(b.ProposalNumber).padStart(11, '0') : b.Id}
        </Text>
        <Group gap="xs">
          {b.Editable && !editing && (
            <Button size="xs" onClick={() => setEditing(true)}>
              Edit
            </Button>
          )}
          {editing && (
            <>
              <Button size="xs" onClick={() => setAdding(true)}>
                Add
              </Button>
              <Button size="xs" variant="light" disabled={selected.size === 0} onClick={() => void group()}>
                Group options
              </Button>
              <Button
                size="xs"
                variant="default"
                data-builder-cancel
                onClick={() => {
                  setEditing(false);
                  setSelected(new Set());
                  setSession((n) => n + 1);
                  void qc.invalidateQueries({ queryKey: builderKeys.one(b.Id) });
                }}
              >
                Cancel
              </Button>
              <Button size="xs" variant="default" onClick={() => setEditing(false)}>
                Done
              </Button>
            </>
          )}
        </Group>
      </Group>
      {b.ProposalGroups.length === 0 && (
        <Text c="dimmed" size="sm">
          Nothing in this proposal yet.{b.Editable ? ' Choose Edit, then Add.' : ''}
        </Text>
      )}
      {b.ProposalGroups.map((g) => (
        <GroupCard
          key={`${g.Id}-${session}`}
          group={g}
          editing={editing}
          selected={selected}
          onSelect={(optionId, on) =>
            setSelected((s) => {
              const n = new Set(s);
              if (on) n.add(optionId);
              else n.delete(optionId);
              return n;
            })
          }
          onEdit={(item: ProposalItemService) => setEditItemId(item.Id)}
          onEditMaterial={(item: ProposalItemMaterial) => setEditMaterialId(item.Id)}
          onRename={(name, separate) =>
            void run(
              saveGroups(qc, b.Id, [{ Id: g.Id, Name: name, SeparateWorkOrderGroup: separate }]),
              M.FailedToUpdateGroup,
              M.GroupsUpdated,
            )
          }
          onRemove={(t, itemId, name) => void remove(t, itemId, name)}
          onUngroup={(ogId) => void run(ungroup(qc, b.Id, ogId), M.FailedToUpdateGroup, M.GroupsUpdated)}
          onShowPricing={(show) => void run(saveShowPricing(qc, b.Id, g.Id, show), M.FailedToUpdate)}
        />
      ))}
      <ServiceGroupOrder
        serviceGroups={b.ProposalServiceGroups}
        editing={editing}
        onMove={(order) => void run(saveServiceGroupOrder(qc, b.Id, order), M.FailedToUpdate)}
      />
      <ProposalResources
        key={`${b.Crew}-${session}`}
        builder={b}
        editing={editing}
        onCrew={(crew) => void run(saveProposalCrew(qc, b.Id, crew), M.SaveFailed)}
        onEquipment={(ids) => void run(saveProposalEquipment(qc, b.Id, ids), M.SaveFailed)}
      />
      <Paper withBorder p="sm" radius="md" aria-label="Totals">
        <Stack gap={2}>
          <Group justify="space-between">
            <Text size="sm">Subtotal</Text>
            <Text size="sm" aria-label="Subtotal">
              {money(b.Subtotal)}
            </Text>
          </Group>
          {b.Promotions.length > 0 && (
            <Group justify="space-between">
              <Text size="sm">
                Promotions ({b.Promotions.map((p) => `${p.Name} ${p.DiscountPercentage}%`).join(', ')})
              </Text>
              <Text size="sm">−{money(b.Discount)}</Text>
            </Group>
          )}
          <Group justify="space-between">
            <Text fw={700}>Total</Text>
            <Text fw={700} aria-label="Total">
              {money(b.Total)}
            </Text>
          </Group>
        </Stack>
      </Paper>
      <Group justify="flex-end">
        <Button onClick={() => void next()}>Next</Button>
      </Group>
      {adding && (
        <AddItemDialog
          opened
          onClose={() => setAdding(false)}
          proposalId={b.Id}
          locationId={b.AccountLocationId}
        />
      )}
      {editItem && (
        <EditServiceDialog proposalId={b.Id} item={editItem} onClose={() => setEditItemId(null)} />
      )}
      {editMaterial && (
        <EditMaterialDialog proposalId={b.Id} item={editMaterial} onClose={() => setEditMaterialId(null)} />
      )}
    </Stack>
  );
}
