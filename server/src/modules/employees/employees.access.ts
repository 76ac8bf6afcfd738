import { B, claim, F, P, R } from '@canopy/shared';

export const employeeAccess = {
  list: { access: { claim: claim('Employee', R | B | F) } },
  view: { access: { claim: claim('Employee', R | P | B | F) } },
  full: { access: { claim: claim('Employee', F) } },
  anyone: { access: { signedIn: true as const } },
};
