import { claim, F } from '@canopy/shared';

// Account, service and work-order screens of every role show these lists, so reading needs only a
// sign-in; saving is a settings screen (Settings FullAccess).
export const settingsListAccess = {
  read: { access: { signedIn: true as const } },
  save: { access: { claim: claim('Settings', F) } },
};
