import {
  INVENTORY_NAME_MAX,
  Messages,
  parseCoordinates,
  SCIENTIFIC_NAME_MAX,
  SERVICE_ITEM_NOTES_MAX,
  type NewServiceItem,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import { formErrors } from '../../platform/errors';
import { checkedName } from '../../platform/catalogue';
import type { ItemRow } from './service-items.mapper';
import { serviceItemsRepo, type ServiceItemColumns } from './service-items.repo';

export type ServiceItemInput = Omit<NewServiceItem, 'AccountLocationId'>;

export interface ServiceItemValues {
  cols: ServiceItemColumns;
  /** A plant kind typed on the form, found or added at the location when the item is written. */
  newOther?: { name: string; scientificName: string | null };
}

type Archivable = 'inventory_item_types' | 'inventory_sizes' | 'inventory_locations';

/**
 * The item form merged over the stored item (left-out fields keep their value, null clears) and
 * checked field by field. Archived types, sizes and item locations cannot be newly chosen; an item
 * that already has one keeps it.
 */
export async function checkedServiceItem(
  db: Db,
  locationId: number,
  req: ServiceItemInput,
  stored?: ItemRow,
): Promise<ServiceItemValues> {
  const repo = serviceItemsRepo(db);
  const form = formErrors();

  const pick = async (
    field: string,
    table: Archivable,
    sent: number | null | undefined,
    was: number | null,
    label: string,
  ) => {
    const id = sent === undefined ? was : sent;
    if (id === null) return null;
    const row = await repo.archivable(table, id);
    if (!row) form.add(field, `Please choose ${label}.`);
    else if (row.archived === 1 && id !== was)
      form.add(field, `The ${label.replace(/^an? /, '')} is archived.`);
    return id;
  };

  let typeId: number | null = null;
  let otherId: number | null = null;
  let newOther: ServiceItemValues['newOther'];
  const kinds = [req.TypeId, req.OtherServiceItemTypeId, req.OtherServiceItemType];
  const chosen = kinds.filter((k) => k != null).length;
  if (chosen > 1) form.add('TypeId', Messages.ServiceItemOneKind);
  else if (chosen === 0) {
    if (stored && kinds.every((k) => k === undefined)) {
      typeId = stored.type_id;
      otherId = stored.other_item_type_id;
    } else form.add('TypeId', Messages.ServiceItemKindRequired);
  } else if (req.TypeId != null) {
    typeId = await pick(
      'TypeId',
      'inventory_item_types',
      req.TypeId,
      stored?.type_id ?? null,
      'an item type',
    );
  } else if (req.OtherServiceItemTypeId != null) {
    const other = await repo.otherType(req.OtherServiceItemTypeId);
    if (!other || other.account_location_id !== locationId)
      form.add('OtherServiceItemTypeId', 'Please choose a kind of plant recorded for this location.');
    otherId = req.OtherServiceItemTypeId;
  } else {
    const typed = req.OtherServiceItemType!;
    const name = checkedName(form, typed.Name, INVENTORY_NAME_MAX, 'OtherServiceItemType.Name');
    const scientificName = typed.ScientificName?.trim() || null;
    if (scientificName && scientificName.length > SCIENTIFIC_NAME_MAX)
      form.add(
        'OtherServiceItemType.ScientificName',
        `ScientificName must be at most ${SCIENTIFIC_NAME_MAX} characters.`,
      );
    newOther = { name, scientificName };
  }

  const sizeId = await pick('SizeId', 'inventory_sizes', req.SizeId, stored?.size_id ?? null, 'a size');
  const itemLocationId = await pick(
    'LocationId',
    'inventory_locations',
    req.LocationId,
    stored?.item_location_id ?? null,
    'a location',
  );
  const conditionId = req.ConditionId === undefined ? (stored?.condition_id ?? null) : req.ConditionId;
  if (conditionId !== null && !(await repo.conditionExists(conditionId)))
    form.add('ConditionId', 'Please choose a condition.');

  // Latitude and Longitude win over the joined Coordinates when both forms are sent.
  let latitude = stored?.latitude ?? null;
  let longitude = stored?.longitude ?? null;
  if (req.Latitude !== undefined || req.Longitude !== undefined) {
    if (req.Latitude !== undefined) latitude = req.Latitude;
    if (req.Longitude !== undefined) longitude = req.Longitude;
  } else if (req.Coordinates !== undefined) {
    const text = req.Coordinates?.trim();
    const parsed = text ? parseCoordinates(text) : null;
    if (text && !parsed) form.add('Coordinates', Messages.CoordinatesInvalid);
    latitude = parsed?.Latitude ?? null;
    longitude = parsed?.Longitude ?? null;
  }
  if ((latitude === null) !== (longitude === null))
    form.add('Coordinates', 'Please enter both latitude and longitude, or neither.');

  const notes = req.Notes === undefined ? (stored?.notes ?? null) : req.Notes?.trim() || null;
  if (notes && notes.length > SERVICE_ITEM_NOTES_MAX)
    form.add('Notes', `Notes must be at most ${SERVICE_ITEM_NOTES_MAX} characters.`);
  form.check();

  return {
    cols: {
      type_id: typeId,
      other_item_type_id: otherId,
      size_id: sizeId,
      item_location_id: itemLocationId,
      condition_id: conditionId,
      latitude,
      longitude,
      notes,
    },
    newOther,
  };
}
