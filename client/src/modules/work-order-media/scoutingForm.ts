import {
  keptOtherItems,
  type NewScoutingEntry,
  type SaveScoutingEntry,
  type ScoutingEntry,
  type ScoutingFinding,
} from '@canopy/shared';
import type { FindingPath } from './queries';

export type OtherLine = { Name: string; ScientificName: string };

/** The entry form. The inventory item is chosen by its key on the device: it may not be on the server yet. */
export type EntryValues = {
  Item: string | null;
  Insects: number[];
  Diseases: number[];
  EcologicalProblems: number[];
  WeedTypes: number[];
  OtherInsects: OtherLine[];
  OtherDiseases: OtherLine[];
  OtherEcologicalProblems: OtherLine[];
  OtherWeedTypes: OtherLine[];
  Notes: string;
};

export type FindingField = 'Insects' | 'Diseases' | 'EcologicalProblems' | 'WeedTypes';
export type OtherField = `Other${FindingField}`;

export type FindingKind = {
  field: FindingField;
  other: OtherField;
  path: FindingPath;
  label: string;
  /** One of them, for "Add other …". */
  singular: string;
};

export const FINDING_KINDS: readonly FindingKind[] = [
  { field: 'Insects', other: 'OtherInsects', path: 'insects', label: 'Insects', singular: 'insect' },
  { field: 'Diseases', other: 'OtherDiseases', path: 'diseases', label: 'Diseases', singular: 'disease' },
  {
    field: 'EcologicalProblems',
    other: 'OtherEcologicalProblems',
    path: 'ecological-problems',
    label: 'Ecological problems',
    singular: 'ecological problem',
  },
  {
    field: 'WeedTypes',
    other: 'OtherWeedTypes',
    path: 'weed-types',
    label: 'Weed types',
    singular: 'weed type',
  },
];

/** The kinds offered on a work order: weed types only where the report allows them (Lawn Care). */
export const kindsFor = (weedTypesAllowed: boolean) =>
  FINDING_KINDS.filter((k) => weedTypesAllowed || k.field !== 'WeedTypes');

export const blankEntry = (): EntryValues => ({
  Item: null,
  Insects: [],
  Diseases: [],
  EcologicalProblems: [],
  WeedTypes: [],
  OtherInsects: [],
  OtherDiseases: [],
  OtherEcologicalProblems: [],
  OtherWeedTypes: [],
  Notes: '',
});

const ids = (list: ScoutingFinding[]) => list.map((f) => f.Id);
const lines = (list: { Name: string; ScientificName: string | null }[]): OtherLine[] =>
  list.map((o) => ({ Name: o.Name, ScientificName: o.ScientificName ?? '' }));

/** The entry's values, its inventory item named by `item` (the item's key on the device). */
export const entryValues = (e: ScoutingEntry, item: string | null): EntryValues => ({
  Item: item,
  Insects: ids(e.Insects),
  Diseases: ids(e.Diseases),
  EcologicalProblems: ids(e.EcologicalProblems),
  WeedTypes: ids(e.WeedTypes),
  OtherInsects: lines(e.OtherInsects),
  OtherDiseases: lines(e.OtherDiseases),
  OtherEcologicalProblems: lines(e.OtherEcologicalProblems),
  OtherWeedTypes: lines(e.OtherWeedTypes),
  Notes: e.Notes ?? '',
});

/**
 * The fields as sent: other lines only when a name was entered (§5), and no weed types where the
 * group does not record them. Every list is sent, since a list sent replaces the stored one.
 * `serviceItemId` is null for an item not yet on the server (the push fills it in from its key).
 */
export function entryFields(v: EntryValues, serviceItemId: number | null, weedTypesAllowed: boolean) {
  return {
    ServiceItemId: serviceItemId,
    Insects: v.Insects,
    Diseases: v.Diseases,
    EcologicalProblems: v.EcologicalProblems,
    WeedTypes: weedTypesAllowed ? v.WeedTypes : [],
    OtherInsects: keptOtherItems(v.OtherInsects),
    OtherDiseases: keptOtherItems(v.OtherDiseases),
    OtherEcologicalProblems: keptOtherItems(v.OtherEcologicalProblems),
    OtherWeedTypes: weedTypesAllowed ? keptOtherItems(v.OtherWeedTypes) : [],
    Notes: v.Notes.trim() || null,
  };
}

export type EntryChanges = Omit<SaveScoutingEntry, 'Id' | 'Version'>;

export const newEntryBody = (
  workOrderId: number,
  v: EntryValues,
  serviceItemId: number | null,
  weeds: boolean,
): NewScoutingEntry => ({ WorkOrderId: workOrderId, ...entryFields(v, serviceItemId, weeds) });
