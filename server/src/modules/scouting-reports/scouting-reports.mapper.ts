import {
  MetaItemKindIds as K,
  type ScoutingEntry,
  type ScoutingFinding,
  type ScoutingOtherItem,
} from '@canopy/shared';
import { iso } from '../../platform/db';
import type { ItemSummary } from '../work-order-services/item-summaries';
import type { EntryRow, MetaRow, OtherRow } from './scouting-reports.repo';

/** The entry's list fields by meta item kind, catalogue findings and others. */
export const KIND_FIELDS = [
  { kind: K.Insect, list: 'Insects', others: 'OtherInsects', plural: 'Insects' },
  { kind: K.Disease, list: 'Diseases', others: 'OtherDiseases', plural: 'Diseases' },
  {
    kind: K.EcologicalProblem,
    list: 'EcologicalProblems',
    others: 'OtherEcologicalProblems',
    plural: 'Ecological problems',
  },
  { kind: K.WeedType, list: 'WeedTypes', others: 'OtherWeedTypes', plural: 'Weed types' },
] as const;

export const toFinding = (m: {
  id: number;
  name: string;
  scientific_name: string | null;
}): ScoutingFinding => ({
  Id: m.id,
  Name: m.name,
  ScientificName: m.scientific_name,
});

const toOther = (o: OtherRow): ScoutingOtherItem => ({
  Id: o.id,
  Name: o.name,
  ScientificName: o.scientific_name,
  AccountLocationId: o.account_location_id,
});

export function toEntry(
  r: EntryRow,
  meta: MetaRow[],
  others: OtherRow[],
  items: Map<number, ItemSummary>,
): ScoutingEntry {
  const item = items.get(r.service_item_id);
  const found = (kind: number) =>
    meta.filter((m) => m.scouting_report_id === r.id && m.kind === kind).map(toFinding);
  const typed = (kind: number) =>
    others.filter((o) => o.scouting_report_id === r.id && o.kind === kind).map(toOther);
  return {
    Id: r.id,
    WorkOrderId: r.work_order_id,
    ServiceItemId: r.service_item_id,
    ServiceItem: {
      Id: r.service_item_id,
      Name: item?.Name ?? '',
      ScientificName: item?.ScientificName ?? null,
      SizeName: item?.SizeName ?? null,
      LocationName: item?.LocationName ?? null,
    },
    Insects: found(K.Insect),
    Diseases: found(K.Disease),
    EcologicalProblems: found(K.EcologicalProblem),
    WeedTypes: found(K.WeedType),
    OtherInsects: typed(K.Insect),
    OtherDiseases: typed(K.Disease),
    OtherEcologicalProblems: typed(K.EcologicalProblem),
    OtherWeedTypes: typed(K.WeedType),
    Notes: r.notes,
    Archived: !!r.archived,
    CreatedAt: iso(r.created_at)!,
    Version: r.version,
  };
}
