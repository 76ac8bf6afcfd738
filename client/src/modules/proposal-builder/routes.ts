import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';

export interface BuilderSearch {
  id?: number;
  contractId?: number;
  serviceItemId?: number;
}

const positive = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function validateBuilderSearch(s: Record<string, unknown>): BuilderSearch {
  return { id: positive(s.id), contractId: positive(s.contractId), serviceItemId: positive(s.serviceItemId) };
}

export const builderRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/builder',
  ...guard('/builder'),
  validateSearch: validateBuilderSearch,
  component: lazyRouteComponent(() => import('./BuilderPage'), 'BuilderPage'),
});

export const proposalBuilderRoutes = [builderRoute] as const;
