import { claim, F, R } from '@canopy/shared';

export const userRoleAccess = {
  view: { access: { claim: claim('UserRole', R | F) } },
  edit: { access: { claim: claim('UserRole', F) } },
};
