import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { appRoute } from '../../app/routes/appRoute';
import { guard } from '../../app/routes/guard';

export interface ContactsSearch {
  accountId: number;
}

export function validateContactsSearch(s: Record<string, unknown>): ContactsSearch {
  const id = Number(s.accountId);
  return { accountId: Number.isInteger(id) && id > 0 ? id : 0 };
}

const contactsGuard = guard('/accounts/contacts');
export const contactsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/accounts/contacts',
  staticData: contactsGuard.staticData,
  validateSearch: validateContactsSearch,
  beforeLoad: (args) => {
    contactsGuard.beforeLoad(args);
    // Contacts belong to an account: without one there is nothing to list.
    if (!args.search.accountId) throw redirect({ to: '/accounts' });
  },
  component: lazyRouteComponent(() => import('./ContactsPage'), 'ContactsPage'),
});

export const contactRoutes = [contactsRoute] as const;
