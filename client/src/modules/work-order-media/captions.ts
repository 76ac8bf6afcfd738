import { CAPTION_MAX, WorkOrderImageMessages } from '@canopy/shared';
import { notifyWarning } from '../../ui/notify';

/**
 * A caption as typed or pasted, cut to 200 characters (code points, as the server counts) with the
 * spec's warning when it had to cut. Blanks are kept while typing; the server trims them.
 */
export function capCaption(text: string): string {
  const chars = Array.from(text);
  if (chars.length <= CAPTION_MAX) return text;
  notifyWarning(WorkOrderImageMessages.CaptionTooLong);
  return chars.slice(0, CAPTION_MAX).join('');
}
