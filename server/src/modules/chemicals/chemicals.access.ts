import { claim, F, R } from '@canopy/shared';

// The chemicals screens need Chemical ReadOnly/Full to read and Full to add, edit and delete. The
// list is also the work order's "global chemicals" (crews record chemicals used), and the pickers of
// the service screens and work orders read the type-ahead and simple list.
export const chemicalAccess = {
  view: { access: { claim: claim('Chemical', R | F) } },
  list: {
    access: { claim: [claim('Chemical', R | F), claim('WorkOrders_ActualChemicalsUsed', R | F)] },
  },
  pickers: {
    access: {
      claim: [
        claim('Chemical', R | F),
        claim('Service', R | F),
        claim('WorkOrders_ActualChemicalsUsed', R | F),
      ],
    },
  },
  signedIn: { access: { signedIn: true as const } },
  edit: { access: { claim: claim('Chemical', F) } },
};
