import {
  keptOtherItems,
  type NewScoutingEntry,
  type SaveScoutingEntry,
  type ScoutingEntry,
  type ScoutingFinding,
} from '@canopy/shared';
import type { FindingPath } from './queries';

export type OtherLine = { Name: string; ScientificName: string };

export type EntryValues = {
  Id: number | null;
  Version: number | null;
  ServiceItemId: number | null;
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
  Id: null,
  Version: null,
  ServiceItemId: null,
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

export const entryValues = (e: ScoutingEntry): EntryValues => ({
  Id: e.Id,
  Version: e.Version,
  ServiceItemId: e.ServiceItemId,
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
 */
function fields(v: EntryValues, weedTypesAllowed: boolean) {
  return {
    ServiceItemId: v.ServiceItemId,
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

export const newEntryBody = (workOrderId: number, v: EntryValues, weeds: boolean): NewScoutingEntry => ({
  WorkOrderId: workOrderId,
  ...fields(v, weeds),
});

export const saveEntryBody = (v: EntryValues, weeds: boolean): SaveScoutingEntry => ({
  Id: v.Id!,
  Version: v.Version!,
  ...fields(v, weeds),
});
