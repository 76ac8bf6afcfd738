import { ALL_FLAGS, claim } from '@canopy/shared';

export const syncAccess = {
  // Anyone whose claims open a work order or a location's inventory online may pull; the scope of the
  // pull (sync-scope.ts) is what those claims reach, so a claim here never widens what is sent.
  pull: {
    access: {
      claim: [
        claim('WorkOrders', ALL_FLAGS),
        claim('Schedules', ALL_FLAGS),
        claim('Account', ALL_FLAGS),
        claim('WorkOrders_ScoutingReport', ALL_FLAGS),
        claim('Proposals', ALL_FLAGS),
        claim('Contracts', ALL_FLAGS),
      ],
    },
  },
  // Any signed-in employee; each mutation is held to the claims of the service that applies it.
  push: { access: { signedIn: true as const } },
};
