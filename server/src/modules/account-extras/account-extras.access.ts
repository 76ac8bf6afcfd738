import { B, claim, F, R } from '@canopy/shared';

// Anyone who may view the account (work order screens too) reads its comments, purchase orders and
// summary; Account Full or Branch adds comments and adds, edits and archives purchase orders (the spec's
// account edit rule; its other reading, Settings Full as well, would keep branch managers out).
export const accountExtrasAccess = {
  view: { access: { claim: claim('Account', R | B | F) } },
  edit: { access: { claim: claim('Account', B | F) } },
};
