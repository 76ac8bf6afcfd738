import { claim, F, R } from '@canopy/shared';

// The branch screens need Branch ReadOnly/Full to read and Full to change. Lists and lookups that
// other screens pick branches from are open to anyone signed in; the service limits the branches
// returned to the caller's claim scope (see branches.scope.ts).
export const branchAccess = {
  view: { access: { claim: claim('Branch', R | F) } },
  edit: { access: { claim: claim('Branch', F) } },
  pick: { access: { signedIn: true as const } },
};
