import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { validateProblemListSearch } from './search';

export const equipmentProblemListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/workorders/equipmentproblems',
  ...guard('/workorders/equipmentproblems'),
  validateSearch: validateProblemListSearch,
  component: lazyRouteComponent(() => import('./EquipmentProblemList'), 'EquipmentProblemList'),
});

export const workOrderProblemRoutes = [equipmentProblemListRoute] as const;
