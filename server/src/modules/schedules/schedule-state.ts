import { editRefusal } from '@canopy/shared';
import { ruleFailed } from '../../platform/errors';

/** Every change to a schedule, its days and its work orders (spec §4): never once Confirmed or Canceled. */
export function refuseEdit(statusId: number): void {
  const refused = editRefusal(statusId);
  if (refused) throw ruleFailed(refused);
}
