import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { validateAccountSettingsSearch } from './search';

export const settingsHubRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/settings',
  ...guard('/settings'),
  component: lazyRouteComponent(() => import('./SettingsHub'), 'SettingsHub'),
});

export const accountSettingsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/accounts/settings',
  ...guard('/accounts/settings'),
  validateSearch: validateAccountSettingsSearch,
  component: lazyRouteComponent(() => import('./AccountSettings'), 'AccountSettings'),
});

export const settingsRoutes = [settingsHubRoute, accountSettingsRoute] as const;
