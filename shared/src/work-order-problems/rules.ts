import { EquipmentProblemStatuses } from '../enums';
import type { IdName } from '../branches/schemas';

/** Sub-lists of a work order show 12 a page, and so does the equipment problems screen (§9). */
export const WORK_ORDER_PROBLEM_PAGE_SIZE = 12;

/** Id 0 of the problem descriptions is Other, with the words typed in (work-orders.md §3). */
export const OTHER_DESCRIPTION_ID = 0;

export const EquipmentProblemStatusList: IdName[] = [
  { Id: EquipmentProblemStatuses.Open, Name: 'Open' },
  { Id: EquipmentProblemStatuses.Pending, Name: 'Pending' },
  { Id: EquipmentProblemStatuses.Resolved, Name: 'Resolved' },
];

/** The descriptions a foreman picks from; Other last, for anything else. */
export const EquipmentProblemDescriptionList: IdName[] = [
  { Id: 1, Name: 'Will not start' },
  { Id: 2, Name: 'Hydraulic leak' },
  { Id: 3, Name: 'Flat or damaged tire' },
  { Id: 4, Name: 'Engine overheating' },
  { Id: 5, Name: 'Electrical fault' },
  { Id: 6, Name: 'Chain or blade damaged' },
  { Id: 7, Name: 'Brakes' },
  { Id: 8, Name: 'Warning light on' },
  { Id: OTHER_DESCRIPTION_ID, Name: 'Other' },
];

export const equipmentProblemStatusName = (id: number) =>
  EquipmentProblemStatusList.find((s) => s.Id === id)?.Name ?? '';

/**
 * §4: moving to Resolved sets ResolutionDate to now; any other status clears it. A save that leaves
 * a resolved problem resolved keeps the date it was resolved on.
 */
export function resolutionDateAfter(
  current: { StatusId: number; ResolutionDate: string | null },
  nextStatusId: number,
  now: string,
): string | null {
  if (nextStatusId !== EquipmentProblemStatuses.Resolved) return null;
  return current.StatusId === EquipmentProblemStatuses.Resolved && current.ResolutionDate
    ? current.ResolutionDate
    : now;
}

/** The words a problem is shown with: the listed description, or the typed ones for Other. */
export function problemDescriptionText(descriptionId: number | null, other: string | null): string {
  if (descriptionId === null || descriptionId === OTHER_DESCRIPTION_ID) return other ?? '';
  return EquipmentProblemDescriptionList.find((d) => d.Id === descriptionId)?.Name ?? '';
}
