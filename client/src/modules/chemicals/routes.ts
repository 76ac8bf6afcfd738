import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { validateChemicalListSearch, validateIdSearch } from './search';

export const chemicalListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/chemicals',
  ...guard('/chemicals/'),
  validateSearch: validateChemicalListSearch,
  component: lazyRouteComponent(() => import('./ChemicalList'), 'ChemicalList'),
});

export const chemicalAddRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/chemicals/add',
  ...guard('/chemicals/add'),
  component: lazyRouteComponent(() => import('./ChemicalAddPage'), 'ChemicalAddPage'),
});

export const chemicalInfoRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/chemicals/info',
  ...guard('/chemicals/info'),
  validateSearch: validateIdSearch,
  component: lazyRouteComponent(() => import('./ChemicalInfoPage'), 'ChemicalInfoPage'),
});

export const chemicalSettingsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/chemicals/settings',
  ...guard('/chemicals/settings'),
  component: lazyRouteComponent(() => import('./ChemicalSettingsPage'), 'ChemicalSettingsPage'),
});

export const chemicalRoutes = [
  chemicalListRoute,
  chemicalAddRoute,
  chemicalInfoRoute,
  chemicalSettingsRoute,
] as const;
