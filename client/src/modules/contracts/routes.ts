import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';

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

export const contractRoutes = [generateRenewalsRoute, contractSettingsRoute] as const;
