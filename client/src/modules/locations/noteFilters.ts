import {
  NoteDateFilters,
  noteDateRange,
  NotePrintFilters,
  printOnWorkOrderFilter,
  todayIsoDate,
  type IsoDate,
} from '@canopy/shared';

/** The choices of the notes toolbar, as the list state keeps them. */
export type NoteFilterChoice = {
  Print: number;
  Date: number;
  /** The custom range's ends (either may be open). */
  From: IsoDate | null;
  To: IsoDate | null;
};

export const ANY_NOTE: NoteFilterChoice = {
  Print: NotePrintFilters.Any,
  Date: NoteDateFilters.AnyDate,
  From: null,
  To: null,
};

/**
 * The filter fields of POST accounts/accountLocations/notes/_search for the toolbar's choices. Today
 * is the user's local calendar day (date-fns, through todayIsoDate); the ranges are the shared rule
 * the server reads them with (weeks Sunday to Saturday, both ends inclusive).
 */
export function noteSearchFilters(
  choice: NoteFilterChoice,
  now: Date = new Date(),
): { PrintOnWorkOrder: boolean | null; DateFrom: IsoDate | null; DateTo: IsoDate | null } {
  const range = noteDateRange(choice.Date, todayIsoDate(now), { From: choice.From, To: choice.To });
  return { PrintOnWorkOrder: printOnWorkOrderFilter(choice.Print), ...range };
}
