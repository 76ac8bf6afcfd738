import { WorkOrderImageTypes } from '../enums';
import type { IdName } from '../branches/schemas';
import { WorkOrderImageMessages as M } from './messages';

/** Image captions hold at most this many characters (work-orders.md §5, §9). */
export const CAPTION_MAX = 200;

export const WorkOrderImageTypeList: IdName[] = [
  { Id: WorkOrderImageTypes.Damages, Name: 'Damages' },
  { Id: WorkOrderImageTypes.EquipmentProblems, Name: 'Equipment Problems' },
  { Id: WorkOrderImageTypes.Services, Name: 'Services' },
  { Id: WorkOrderImageTypes.ScoutingReport, Name: 'Scouting Report' },
];

/**
 * A caption as stored: surrounding blanks dropped, blank meaning none, and text past 200 characters cut
 * off with the spec's warning for the caller to show. Characters are code points, so an emoji is one.
 */
export function fitCaption(text: string | null | undefined): {
  caption: string | null;
  warning: string | null;
} {
  const chars = Array.from((text ?? '').trim());
  if (chars.length === 0) return { caption: null, warning: null };
  if (chars.length <= CAPTION_MAX) return { caption: chars.join(''), warning: null };
  return { caption: chars.slice(0, CAPTION_MAX).join('').trimEnd(), warning: M.CaptionTooLong };
}

/**
 * The multipart field carrying the caption of the i-th image of an upload (0-based, in the order the
 * files are sent). A plain `Caption` field applies to every image that has none of its own.
 */
export const captionField = (i: number) => `Captions[${i}]`;
