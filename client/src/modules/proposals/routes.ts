import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { validateProposalAddSearch, validateProposalInfoSearch } from './search';

export const proposalListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/proposals',
  ...guard('/proposals'),
  component: lazyRouteComponent(() => import('./ProposalList'), 'ProposalList'),
});

export const proposalAddRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/proposals/add',
  ...guard('/proposals/add'),
  validateSearch: validateProposalAddSearch,
  component: lazyRouteComponent(() => import('./ProposalAdd'), 'ProposalAdd'),
});

export const proposalInfoRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/proposals/info',
  ...guard('/proposals/info'),
  validateSearch: validateProposalInfoSearch,
  component: lazyRouteComponent(() => import('./ProposalInfo'), 'ProposalInfo'),
});

export const proposalRoutes = [proposalListRoute, proposalAddRoute, proposalInfoRoute] as const;
