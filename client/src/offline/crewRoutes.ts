/**
 * Screens that work offline: they read the device's database. Every other staff screen needs the
 * server and shows the offline banner instead of firing requests that cannot succeed.
 */
const CREW_PATHS = new Set([
  '/workorders',
  '/workorders/info',
  '/serviceitem',
  '/serviceitem/add',
  '/serviceitem/info',
  '/sync/review',
  '/schedules/daily',
  '/workauthorization/sign',
]);

const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

export const isCrewRoute = (pathname: string): boolean => CREW_PATHS.has(trim(pathname).toLowerCase());
