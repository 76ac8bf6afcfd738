import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import {
  validateContractAddSearch,
  validateContractDetailSearch,
  validateContractListSearch,
} from './search';

export const contractListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/proposals/contracts',
  ...guard('/proposals/contracts'),
  validateSearch: validateContractListSearch,
  component: lazyRouteComponent(() => import('./ContractList'), 'ContractList'),
});

export const contractDetailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/proposals/contracts/detail',
  ...guard('/proposals/contracts/detail'),
  validateSearch: validateContractDetailSearch,
  component: lazyRouteComponent(() => import('./ContractDetail'), 'ContractDetail'),
});

export const contractAddRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/proposals/contracts/add',
  ...guard('/proposals/contracts/add'),
  validateSearch: validateContractAddSearch,
  component: lazyRouteComponent(() => import('./ContractAdd'), 'ContractAdd'),
});

export const generateRenewalsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/proposals/generateRenewable',
  ...guard('/proposals/generateRenewable'),
  component: lazyRouteComponent(() => import('./GenerateRenewals'), 'GenerateRenewals'),
});

export const contractSettingsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/proposals/contracts/settings',
  ...guard('/proposals/contracts/settings'),
  component: lazyRouteComponent(() => import('./ContractSettings'), 'ContractSettings'),
});

export const contractRoutes = [
  contractListRoute,
  contractDetailRoute,
  contractAddRoute,
  generateRenewalsRoute,
  contractSettingsRoute,
] as const;
