import { claim, F, R } from '@canopy/shared';

// The services screens: Service ReadOnly/Full to read, Full to add, edit, delete, link chemicals and
// update prices (spec §6: Service Full edits services, groups, chemicals and prices).
// Pick lists are read by every screen that shows services (work orders, builder, scheduling), so any
// signed-in user reads them. Group content is Service Full; the recurrence maximum is on the service
// settings screen (Settings Full).
export const serviceAccess = {
  view: { access: { claim: claim('Service', R | F) } },
  edit: { access: { claim: claim('Service', F) } },
  pick: { access: { signedIn: true as const } },
  editGroups: { access: { claim: claim('Service', F) } },
  settingsScreen: { access: { claim: claim('Settings', F) } },
};
