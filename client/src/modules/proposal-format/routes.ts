import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';
import { rootRoute } from '../../app/routes/rootRoute';

const positive = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export const proposalFormatRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/proposalformat',
  ...guard('/proposalformat'),
  validateSearch: (s: Record<string, unknown>): { id?: number } => ({ id: positive(s.id) }),
  component: lazyRouteComponent(() => import('./ProposalFormatPage'), 'ProposalFormatPage'),
});

/** The customer's view of a proposal by its link (a path of ours): open to anyone with the link. */
export const publicProposalRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/proposalview',
  validateSearch: (s: Record<string, unknown>): { id?: string; view?: string } => ({
    id: typeof s.id === 'string' && s.id !== '' ? s.id : undefined,
    view: typeof s.view === 'string' ? s.view : undefined,
  }),
  component: lazyRouteComponent(() => import('./PublicProposalPage'), 'PublicProposalPage'),
});

export const proposalFormatRoutes = [proposalFormatRoute] as const;
export const proposalFormatPublicRoutes = [publicProposalRoute] as const;
