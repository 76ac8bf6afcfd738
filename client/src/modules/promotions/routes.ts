import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { validatePromotionListSearch } from './search';

export const promotionListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/promotions',
  ...guard('/promotions/'),
  validateSearch: validatePromotionListSearch,
  component: lazyRouteComponent(() => import('./PromotionList'), 'PromotionList'),
});

export const promotionRoutes = [promotionListRoute] as const;
