import { useQuery } from '@tanstack/react-query';
import { locationQuery } from './queries';
import type { LocationContext } from './search';

/**
 * The location the screen is about: the names the link brought (shown at once) completed from the
 * location itself, which also gives the account for the way back to the location screen.
 */
export function useLocationContext(given: LocationContext) {
  const location = useQuery({ ...locationQuery(given.locationId), enabled: given.locationId > 0 });
  const l = location.data;
  const context: LocationContext = {
    ...given,
    accountId: given.accountId ?? l?.AccountId,
    accName: given.accName ?? l?.AccountName,
    locName: given.locName ?? (l ? l.Name || l.Address : undefined),
  };
  return { context, location };
}
