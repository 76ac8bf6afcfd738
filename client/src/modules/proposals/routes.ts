import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import {
  validateProposalAddSearch,
  validateProposalInfoSearch,
  validateProposalListSearch,
  validateServiceGroupDocsSearch,
} from './search';

export const proposalListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/proposals',
  ...guard('/proposals'),
  validateSearch: validateProposalListSearch,
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

export const proposalDocsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/proposals/docs',
  ...guard('/proposals/docs'),
  validateSearch: validateProposalInfoSearch,
  component: lazyRouteComponent(() => import('./ProposalDocumentsPage'), 'ProposalDocumentsPage'),
});

export const serviceGroupDocsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/proposals/service-group/docs',
  ...guard('/proposals/service-group/docs'),
  validateSearch: validateServiceGroupDocsSearch,
  component: lazyRouteComponent(() => import('./ServiceGroupDocumentsPage'), 'ServiceGroupDocumentsPage'),
});

export const proposalTemplatesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/proposals/templates',
  ...guard('/proposals/templates'),
  component: lazyRouteComponent(() => import('./ProposalTemplates'), 'ProposalTemplates'),
});

export const proposalSettingsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/proposals/settings',
  ...guard('/proposals/settings'),
  component: lazyRouteComponent(() => import('./ProposalSettingsPage'), 'ProposalSettingsPage'),
});

export const proposalSettingsDocumentsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/proposals/settings/documents',
  ...guard('/proposals/settings/documents'),
  component: lazyRouteComponent(() => import('./ProposalPrintDocumentsPage'), 'ProposalPrintDocumentsPage'),
});

export const proposalRoutes = [
  proposalListRoute,
  proposalAddRoute,
  proposalInfoRoute,
  proposalDocsRoute,
  serviceGroupDocsRoute,
  proposalTemplatesRoute,
  proposalSettingsRoute,
  proposalSettingsDocumentsRoute,
] as const;
