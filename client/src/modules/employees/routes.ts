import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import {
  validateEmployeeDocsSearch,
  validateEmployeeInfoSearch,
  validateTrainingDocsSearch,
} from './infoSearch';
import { validateEmployeeListSearch } from './search';

/** The administrator's own record: the spec sends employee id 1 back to the list. */
const LOCKED_EMPLOYEE_ID = 1;

export const employeeListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/employees',
  ...guard('/employees/'),
  validateSearch: validateEmployeeListSearch,
  component: lazyRouteComponent(() => import('./EmployeeList'), 'EmployeeList'),
});

export const employeeAddRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/employees/add',
  ...guard('/employees/add'),
  component: lazyRouteComponent(() => import('./EmployeeAdd'), 'EmployeeAdd'),
});

const infoGuard = guard('/employees/info');
export const employeeInfoRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/employees/info',
  staticData: infoGuard.staticData,
  validateSearch: validateEmployeeInfoSearch,
  beforeLoad: (args) => {
    infoGuard.beforeLoad(args);
    if (!args.search.id || args.search.id === LOCKED_EMPLOYEE_ID) throw redirect({ to: '/employees' });
  },
  component: lazyRouteComponent(() => import('./EmployeeInfo'), 'EmployeeInfo'),
});

export const employeeDocumentsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/employees/documents',
  ...guard('/employees/documents'),
  validateSearch: validateEmployeeDocsSearch,
  component: lazyRouteComponent(() => import('./EmployeeDocumentsPage'), 'EmployeeDocumentsPage'),
});

export const employeeTrainingRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/employees/training',
  ...guard('/employees/training'),
  validateSearch: validateEmployeeDocsSearch,
  component: lazyRouteComponent(() => import('./TrainingPage'), 'TrainingPage'),
});

export const trainingDocumentsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/employees/training/documents',
  ...guard('/employees/training/documents'),
  validateSearch: validateTrainingDocsSearch,
  component: lazyRouteComponent(() => import('./TrainingDocumentsPage'), 'TrainingDocumentsPage'),
});

export const employeeRoutes = [
  employeeListRoute,
  employeeAddRoute,
  employeeInfoRoute,
  employeeDocumentsRoute,
  employeeTrainingRoute,
  trainingDocumentsRoute,
] as const;
