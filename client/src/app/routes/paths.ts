export { loginHref } from '../signin/publicPaths';

/** A route path as TanStack matches it: without the trailing slash some spec paths carry. */
export const routePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
