import {
  keptOtherItems,
  type MetaItemOption,
  type ScoutingEntry,
  type ScoutingFinding,
  type ServiceItem,
} from '@canopy/shared';
import { serverKey } from '@canopy/sync/protocol';
import type { LocalRecord } from '@canopy/sync/store';
import { entryFields, newEntryBody, type EntryValues, type FindingField } from './scoutingForm';

/** An entry as the device holds it; made here on an item not yet saved, it names the item by key. */
export type DeviceEntry = ScoutingEntry & { ServiceItemKey?: string | null };

export type EntryRow = DeviceEntry & { key: string; pending: boolean; review: boolean };

export const toEntryRow = (r: LocalRecord<DeviceEntry>): EntryRow => ({
  ...r.Data,
  Id: r.Id ?? 0,
  key: r.Key,
  pending: r.Pending > 0,
  review: r.NeedsReview,
});

// The server's order (by id); entries made here come last, as the newest.
export const byEntryOrder = (a: EntryRow, b: EntryRow) =>
  (a.Id || Infinity) - (b.Id || Infinity) || a.CreatedAt.localeCompare(b.CreatedAt);

export type Tree = LocalRecord<ServiceItem>;

/** The key of the entry's inventory item: the item on the device, else the server's id as a key. */
export function itemKeyOf(e: DeviceEntry, trees: readonly Tree[]): string | null {
  if (e.ServiceItemKey) return e.ServiceItemKey;
  if (!e.ServiceItemId) return null;
  return trees.find((t) => t.Id === e.ServiceItemId)?.Key ?? serverKey(e.ServiceItemId);
}

/** An item key as the body carries it: the server id, or null with the key in Refs until it has one. */
export function itemRef(key: string | null, trees: readonly Tree[]) {
  const tree = key ? trees.find((t) => t.Key === key) : undefined;
  if (tree?.Id) return { id: tree.Id, ref: null, tree };
  if (tree) return { id: null, ref: tree.Key, tree };
  const id = key?.startsWith('s:') ? Number(key.slice(2)) : NaN;
  return { id: Number.isInteger(id) ? id : null, ref: null, tree: undefined };
}

/** Names of the catalogue's findings, by kind, for entries shown before the server names them. */
export type Catalogues = Partial<Record<FindingField, readonly MetaItemOption[] | undefined>>;

function findings(
  ids: number[],
  catalogue: readonly MetaItemOption[] | undefined,
  recorded: ScoutingFinding[],
) {
  return ids.map(
    (id): ScoutingFinding =>
      recorded.find((f) => f.Id === id) ?? {
        Id: id,
        Name: catalogue?.find((c) => c.Id === id)?.Name ?? '',
        ScientificName: null,
      },
  );
}

const others = (lines: EntryValues['OtherInsects']) =>
  keptOtherItems(lines).map((o) => ({ Id: 0, ...o, AccountLocationId: null }));

/**
 * The entry as the screens show it until the server answers, and the body its change queues. The
 * server has the entry: the save body without Id and Version. Not yet: the add body, which replaces
 * the queued add whole. An item not yet on the server goes by its key (Refs).
 */
export function entryChange(
  workOrderId: number,
  v: EntryValues,
  opts: {
    existing: EntryRow | null;
    trees: readonly Tree[];
    catalogues: Catalogues;
    weedTypesAllowed: boolean;
    now?: string;
  },
) {
  const { existing, trees, catalogues, weedTypesAllowed: weeds } = opts;
  const item = itemRef(v.Item, trees);
  const sameItem = existing && itemKeyOf(existing, trees) === v.Item;
  const treeData = item.tree?.Data;
  const kept = entryFields(v, item.id, weeds);
  const view: DeviceEntry = {
    Id: existing?.Id ?? 0,
    WorkOrderId: workOrderId,
    ServiceItemId: item.id ?? 0,
    ServiceItemKey: item.ref,
    ServiceItem:
      sameItem || !treeData
        ? (existing?.ServiceItem ?? {
            Id: item.id ?? 0,
            Name: '',
            ScientificName: null,
            SizeName: null,
            LocationName: null,
          })
        : {
            Id: item.id ?? 0,
            Name: treeData.Name,
            ScientificName: treeData.ScientificName,
            SizeName: treeData.SizeName,
            LocationName: treeData.LocationName,
          },
    Insects: findings(kept.Insects, catalogues.Insects, existing?.Insects ?? []),
    Diseases: findings(kept.Diseases, catalogues.Diseases, existing?.Diseases ?? []),
    EcologicalProblems: findings(
      kept.EcologicalProblems,
      catalogues.EcologicalProblems,
      existing?.EcologicalProblems ?? [],
    ),
    WeedTypes: findings(kept.WeedTypes, catalogues.WeedTypes, existing?.WeedTypes ?? []),
    OtherInsects: others(v.OtherInsects),
    OtherDiseases: others(v.OtherDiseases),
    OtherEcologicalProblems: others(v.OtherEcologicalProblems),
    OtherWeedTypes: weeds ? others(v.OtherWeedTypes) : [],
    Notes: kept.Notes,
    Archived: existing?.Archived ?? false,
    CreatedAt: existing?.CreatedAt ?? opts.now ?? new Date().toISOString(),
    Version: existing?.Version ?? 0,
  };
  const body = existing && existing.Id > 0 ? kept : newEntryBody(workOrderId, v, item.id, weeds);
  const refs = item.ref ? { ServiceItemId: item.ref } : undefined;
  return { view, body, refs };
}

/** The location's items a report of the group covers: items of types in the group, and every plant kind of its own. */
export const coveredBy = (serviceGroupId: number) => (t: Tree) =>
  t.Data.OtherServiceItemTypeId !== null || t.Data.ServiceGroups.includes(serviceGroupId);
