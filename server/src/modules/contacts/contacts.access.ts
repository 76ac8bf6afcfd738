import { B, claim, F, R } from '@canopy/shared';

// Account ReadOnly, Branch or Full reads contacts; Full or Branch adds and edits them. The service
// limits Branch holders to the accounts of their branches.
export const contactAccess = {
  view: { access: { claim: claim('Account', R | B | F) } },
  edit: { access: { claim: claim('Account', B | F) } },
};
