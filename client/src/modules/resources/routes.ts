import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { validateMaterialListSearch, validateResourceListSearch, validateSimpleListSearch } from './search';

export const materialListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/materials',
  ...guard('/materials/'),
  validateSearch: validateMaterialListSearch,
  component: lazyRouteComponent(() => import('./MaterialList'), 'MaterialList'),
});

export const equipmentTypeListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/equipment',
  ...guard('/equipment/'),
  validateSearch: validateSimpleListSearch,
  component: lazyRouteComponent(() => import('./EquipmentTypeList'), 'EquipmentTypeList'),
});

export const leaseCompanyListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/lease-companies',
  ...guard('/lease-companies/'),
  validateSearch: validateSimpleListSearch,
  component: lazyRouteComponent(() => import('./LeaseCompanyList'), 'LeaseCompanyList'),
});

export const resourceListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/resource',
  ...guard('/resource/'),
  validateSearch: validateResourceListSearch,
  component: lazyRouteComponent(() => import('./EquipmentResourceList'), 'EquipmentResourceList'),
});

export const resourceRoutes = [
  materialListRoute,
  equipmentTypeListRoute,
  leaseCompanyListRoute,
  resourceListRoute,
] as const;
