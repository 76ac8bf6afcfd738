import { ServiceGroups } from '../enums';
import { ScoutingReportMessages as M } from './messages';

/** Weed types are offered, and kept, only on Lawn Care work orders (work-orders.md §5, §9). */
export const scoutingWeedTypesAllowed = (serviceGroupId: number) => serviceGroupId === ServiceGroups.LawnCare;

export interface OtherItemLine {
  Name?: string | null;
  ScientificName?: string | null;
}

/**
 * The other-item lines worth keeping: trimmed, and only those with a name entered (§5); a blank
 * scientific name is none. The same name twice (any case) is kept once.
 */
export function keptOtherItems(lines: readonly OtherItemLine[] | null | undefined) {
  const seen = new Set<string>();
  const out: { Name: string; ScientificName: string | null }[] = [];
  for (const l of lines ?? []) {
    const name = l.Name?.trim() ?? '';
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push({ Name: name, ScientificName: l.ScientificName?.trim() || null });
  }
  return out;
}

export interface ScoutingEntryForm {
  ServiceItemId?: number | null;
  WeedTypes?: readonly number[] | null;
  OtherWeedTypes?: readonly OtherItemLine[] | null;
}

/** The entry's messages for a work order of the group; empty when it may be saved. */
export function scoutingEntryProblems(f: ScoutingEntryForm, serviceGroupId: number): string[] {
  const out: string[] = [];
  if (!f.ServiceItemId) out.push(M.SelectInventoryItem);
  const weeds = (f.WeedTypes?.length ?? 0) + keptOtherItems(f.OtherWeedTypes).length;
  if (weeds && !scoutingWeedTypesAllowed(serviceGroupId)) out.push(M.WeedTypesLawnCareOnly);
  return out;
}

/**
 * The first send sets SentScoutingReport; a resend needs the user's confirmation (§4). Null when
 * the send may go ahead, else why not.
 */
export const scoutingSendRefusal = (alreadySent: boolean, resendConfirmed: boolean) =>
  alreadySent && !resendConfirmed ? M.AlreadySent : null;
