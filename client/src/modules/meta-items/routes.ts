import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { MetaItemKinds, type MetaItemKind } from '@canopy/shared';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { validateIdSearch, validateMetaItemListSearch } from './search';

// The screens are loaded once, whichever kind is opened first; each reads its kind from the path.
const MetaItemList = lazyRouteComponent(() => import('./MetaItemList'), 'MetaItemList');
const MetaItemAddPage = lazyRouteComponent(() => import('./MetaItemAddPage'), 'MetaItemAddPage');
const MetaItemInfoPage = lazyRouteComponent(() => import('./MetaItemInfoPage'), 'MetaItemInfoPage');

/** List, add and info of one kind, under its own paths and route-table entries. */
function routesOf(kind: MetaItemKind) {
  const base = `/${kind.Path}` as const;
  return [
    createRoute({
      getParentRoute: () => appRoute,
      path: base,
      ...guard(`${base}/`),
      validateSearch: validateMetaItemListSearch,
      component: MetaItemList,
    }),
    createRoute({
      getParentRoute: () => appRoute,
      path: `${base}/add`,
      ...guard(`${base}/add`),
      component: MetaItemAddPage,
    }),
    createRoute({
      getParentRoute: () => appRoute,
      path: `${base}/info`,
      ...guard(`${base}/info`),
      validateSearch: validateIdSearch,
      component: MetaItemInfoPage,
    }),
  ];
}

/** Insects, diseases, weed types and ecological problems: four route sets, one set of screens. */
export const metaItemRoutes = MetaItemKinds.flatMap(routesOf);
