import { describe, expect, it } from 'vitest';
import { ServiceGroups } from '../enums';
import { ScoutingReportMessages as M } from './messages';
import {
  keptOtherItems,
  scoutingEntryProblems,
  scoutingSendRefusal,
  scoutingWeedTypesAllowed,
} from './rules';

describe('scouting report rules', () => {
  it('keeps other items only when a name is entered', () => {
    expect(
      keptOtherItems([
        { Name: '  Bagworm ', ScientificName: ' Thyridopteryx ephemeraeformis ' },
        { Name: '   ', ScientificName: 'Nothing named' },
        { Name: null },
        { Name: 'Galls', ScientificName: '  ' },
        { Name: 'bagworm' },
      ]),
    ).toEqual([
      { Name: 'Bagworm', ScientificName: 'Thyridopteryx ephemeraeformis' },
      { Name: 'Galls', ScientificName: null },
    ]);
    expect(keptOtherItems(undefined)).toEqual([]);
  });

  it('allows weed types only for Lawn Care', () => {
    expect(scoutingWeedTypesAllowed(ServiceGroups.LawnCare)).toBe(true);
    for (const g of [ServiceGroups.ArborCare, ServiceGroups.PlantHealthCare, ServiceGroups.Nursery])
      expect(scoutingWeedTypesAllowed(g)).toBe(false);
  });

  it('refuses weed types, chosen or typed, outside Lawn Care, and needs an item', () => {
    const arbor = ServiceGroups.ArborCare;
    expect(scoutingEntryProblems({ ServiceItemId: 1, WeedTypes: [4] }, arbor)).toEqual([
      M.WeedTypesLawnCareOnly,
    ]);
    expect(
      scoutingEntryProblems({ ServiceItemId: 1, OtherWeedTypes: [{ Name: 'Nutsedge' }] }, arbor),
    ).toEqual([M.WeedTypesLawnCareOnly]);
    // A blank typed weed is dropped, so it is no weed type at all.
    expect(scoutingEntryProblems({ ServiceItemId: 1, OtherWeedTypes: [{ Name: ' ' }] }, arbor)).toEqual([]);
    expect(scoutingEntryProblems({ ServiceItemId: 1, WeedTypes: [4] }, ServiceGroups.LawnCare)).toEqual([]);
    expect(scoutingEntryProblems({}, ServiceGroups.LawnCare)).toEqual([M.SelectInventoryItem]);
  });

  it('asks to confirm a resend', () => {
    expect(scoutingSendRefusal(false, false)).toBeNull();
    expect(scoutingSendRefusal(true, false)).toBe(M.AlreadySent);
    expect(scoutingSendRefusal(true, true)).toBeNull();
  });
});
