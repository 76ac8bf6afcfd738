import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { validateIdSearch, validateInventoryListSearch } from './search';

export const itemTypeListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/serviceitemsetting/itemtypes',
  ...guard('/serviceitemsetting/itemtypes'),
  validateSearch: validateInventoryListSearch,
  component: lazyRouteComponent(() => import('./ItemTypeList'), 'ItemTypeList'),
});

export const itemTypeAddRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/serviceitemsetting/itemTypes/add',
  ...guard('/serviceitemsetting/itemTypes/add'),
  component: lazyRouteComponent(() => import('./ItemTypeAddPage'), 'ItemTypeAddPage'),
});

export const itemTypeInfoRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/serviceitemsetting/itemTypes/info',
  ...guard('/serviceitemsetting/itemTypes/info'),
  validateSearch: validateIdSearch,
  component: lazyRouteComponent(() => import('./ItemTypeInfoPage'), 'ItemTypeInfoPage'),
});

export const itemLocationListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/serviceitemsetting/locations',
  ...guard('/serviceitemsetting/locations'),
  validateSearch: validateInventoryListSearch,
  component: lazyRouteComponent(() => import('./ItemLocationList'), 'ItemLocationList'),
});

export const itemSizeListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/serviceitemsetting/sizes',
  ...guard('/serviceitemsetting/sizes'),
  validateSearch: validateInventoryListSearch,
  component: lazyRouteComponent(() => import('./ItemSizeList'), 'ItemSizeList'),
});

export const sizeSettingsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/serviceitemsetting/sizesettings',
  ...guard('/serviceitemsetting/sizesettings'),
  component: lazyRouteComponent(() => import('./SizeSettingsPage'), 'SizeSettingsPage'),
});

export const inventorySettingsRoutes = [
  itemTypeListRoute,
  itemTypeAddRoute,
  itemTypeInfoRoute,
  itemLocationListRoute,
  itemSizeListRoute,
  sizeSettingsRoute,
] as const;
