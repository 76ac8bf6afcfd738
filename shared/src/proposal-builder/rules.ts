import { ServiceGroups, ServiceTypes } from '../enums';
import { BuilderMessages as M } from './messages';

/** Option groups are made of at least two options (spec §5, §9). */
export const MIN_GROUP_OPTIONS = 2;

export interface AddChoice {
  ServiceId?: number | null;
  MaterialId?: number | null;
  ServiceGroupId?: number | null;
  ServiceItemIds?: readonly number[] | null;
}

/**
 * Why the builder's add is refused, in the spec's order (§5), or null. `servicesOnProposal`: how
 * many services the proposal already has, for Arbor Care's material-only add.
 */
export function addRefusal(c: AddChoice, servicesOnProposal: number): string | null {
  if (!c.ServiceId && !c.MaterialId) return M.SelectServiceOrMaterial;
  if (!c.ServiceGroupId) return M.SelectServiceGroup;
  const nursery = c.ServiceGroupId === ServiceGroups.Nursery;
  if (!nursery && !c.ServiceItemIds?.length) return M.SelectInventoryItem;
  if (c.MaterialId && !c.ServiceId && !nursery) {
    if (c.ServiceGroupId !== ServiceGroups.ArborCare) return M.SelectService;
    if (servicesOnProposal === 0) return M.MaterialNeedsService;
  }
  return null;
}

/** A Multi service comes with its visits and no materials (spec §5 "Multi-type services clear materials"). */
export const takesMaterials = (serviceTypeId: number | null | undefined) =>
  serviceTypeId !== ServiceTypes.Multi;

/** Why these options cannot be grouped, or null: at least two, all of one service group. */
export function groupRefusal(serviceGroupIds: readonly number[]): string | null {
  if (serviceGroupIds.length < MIN_GROUP_OPTIONS) return M.GroupNeedsTwoOptions;
  if (new Set(serviceGroupIds).size > 1) return M.GroupNeedsSameServiceGroup;
  return null;
}

/** The next default group name, 'Group N', one past the highest N the proposal already uses. */
export function nextGroupName(names: readonly string[]): string {
  const used = names.map((n) => /^Group (\d+)$/.exec(n)?.[1]).filter((n) => n !== undefined);
  return `Group ${Math.max(names.length, ...used.map(Number)) + 1}`;
}

/** A line of the builder as the 'Items Without Cost' check reads it. */
export interface CostedLine {
  Name: string;
  Cost: number;
}

/**
 * The lines that cost nothing (the line's Cost already follows the spec's precedence: edited, else
 * total, else quantity times unit price), listed before the format page (spec §5).
 */
export function itemsWithoutCost(
  groups: readonly {
    ProposalOptionGroups: readonly {
      ProposalOptions: readonly {
        ProposalItemServices: readonly { Service: string; Cost: number }[];
        ProposalItemMaterials: readonly { Material: string; Cost: number }[];
      }[];
    }[];
  }[],
): CostedLine[] {
  return groups
    .flatMap((g) => g.ProposalOptionGroups.flatMap((og) => og.ProposalOptions))
    .flatMap((o) => [
      ...o.ProposalItemServices.map((s) => ({ Name: s.Service, Cost: s.Cost })),
      ...o.ProposalItemMaterials.map((m) => ({ Name: m.Material, Cost: m.Cost })),
    ])
    .filter((l) => l.Cost === 0);
}
