import type { MetaItemRecord, SaveMetaItem } from '@canopy/shared';

export type MetaItemFormValues = {
  Id: number;
  Version: number;
  Name: string;
  ScientificName: string;
  Description: string;
  /** Customer-inventory item types the item is found on. */
  ServiceItemIds: number[];
  /** Chemicals that treat it. */
  ChemicalIds: number[];
};

export function emptyMetaItem(): MetaItemFormValues {
  return {
    Id: 0,
    Version: 0,
    Name: '',
    ScientificName: '',
    Description: '',
    ServiceItemIds: [],
    ChemicalIds: [],
  };
}

export function toFormValues(r: MetaItemRecord): MetaItemFormValues {
  return {
    Id: r.Item.Id,
    Version: r.Item.Version,
    Name: r.Item.Name,
    ScientificName: r.Item.ScientificName ?? '',
    Description: r.Item.Description ?? '',
    ServiceItemIds: [...r.ServiceItemIds],
    ChemicalIds: [...r.ChemicalIds],
  };
}

/**
 * Archived is left out: the list and the header toggle it, and a form opened before a toggle must
 * not put it back.
 */
export function toSaveBody(v: MetaItemFormValues): SaveMetaItem {
  return {
    Item: {
      ...(v.Id ? { Id: v.Id, Version: v.Version } : {}),
      Name: v.Name.trim(),
      ScientificName: v.ScientificName,
      Description: v.Description,
    },
    ServiceItemIds: v.ServiceItemIds,
    ChemicalIds: v.ChemicalIds,
  };
}
