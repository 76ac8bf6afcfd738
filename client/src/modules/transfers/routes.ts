import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { validateTransferSearch } from './search';

export const transferRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/transfer',
  ...guard('/transfer/'),
  validateSearch: validateTransferSearch,
  component: lazyRouteComponent(() => import('./TransferScreen'), 'TransferScreen'),
});

export const transferRoutes = [transferRoute] as const;
