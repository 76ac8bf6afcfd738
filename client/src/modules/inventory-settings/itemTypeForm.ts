import type { ItemType, SaveItemType } from '@canopy/shared';
import { nameValidation } from './nameValidation';

/** The item type form, in the wire's field names so a 409's current record fits as is. */
export type ItemTypeFormValues = Omit<ItemType, 'Version'> & { Version?: number };

export const emptyItemType = (): ItemTypeFormValues => ({
  Id: 0,
  Name: '',
  ServiceGroups: [],
  Insects: [],
  Diseases: [],
  WeedTypes: [],
  EcologicalProblems: [],
  Archived: false,
});

export const toItemTypeForm = (t: ItemType): ItemTypeFormValues => ({ ...t });

export const itemTypeValidation = nameValidation;

/**
 * Every list is sent, weed types included even when Lawn Care is not among the groups: the server
 * owns that rule and its refusal lands on the field.
 */
export const toSaveBody = (v: ItemTypeFormValues): SaveItemType => ({
  Id: v.Id,
  Name: v.Name.trim(),
  ServiceGroups: v.ServiceGroups,
  Insects: v.Insects,
  Diseases: v.Diseases,
  WeedTypes: v.WeedTypes,
  EcologicalProblems: v.EcologicalProblems,
  ...(v.Id && v.Version ? { Version: v.Version } : {}),
});
