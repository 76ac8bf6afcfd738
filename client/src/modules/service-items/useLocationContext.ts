import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import type { AccountLocation } from '@canopy/shared';
import { useOfflineContext } from '../../offline/context';
import { pinLocation } from '../../offline/pins';
import { useSyncStatus } from '../../offline/hooks';
import { accountLocationLookup, fetchLookup, heldLocation, lookupKey } from '../../offline/lookups';
import { serviceItemKeys } from './queries';
import type { LocationContext } from './search';

/**
 * The location the screen is about: the names the link brought (shown at once) completed from the
 * location itself, which also gives the account for the way back to the location screen. Online it
 * is read from the server (which also says when there is no such location) and a copy is kept on
 * the device for use offline.
 */
export function useLocationContext(given: LocationContext) {
  const { online } = useSyncStatus();
  const db = useOfflineContext((s) => s.ctx?.db ?? null);
  const lookup = accountLocationLookup(given.locationId);
  const url = lookupKey(lookup);
  const location = useQuery({
    queryKey: serviceItemKeys.location(given.locationId),
    queryFn: () => (db ? fetchLookup(db, lookup) : lookup.fetch()),
    enabled: given.locationId > 0 && online,
    staleTime: 60_000,
  });
  const kept = useLiveQuery(
    async () => (db && given.locationId > 0 ? (await db.lookups.get(url))?.Data : undefined),
    [db, url, given.locationId],
  ) as AccountLocation | undefined;
  // A work location the device holds by sync names the screen offline before it was ever opened.
  const held = useLiveQuery(
    async () => (db && given.locationId > 0 ? heldLocation(db, given.locationId) : undefined),
    [db, given.locationId],
  );
  const l = location.data ?? kept;
  const names = l ?? held;
  const context: LocationContext = {
    ...given,
    accountId: given.accountId ?? names?.AccountId,
    accName: given.accName ?? names?.AccountName,
    locName: given.locName ?? (names ? names.Name || names.Address : undefined),
  };
  return { context, location: { data: l, error: location.error } };
}

/** Opening a location's inventory online keeps it on the device (for 14 days) for use offline. */
export function usePinLocation(locationId: number) {
  const { online } = useSyncStatus();
  useEffect(() => {
    if (online && locationId > 0) void pinLocation(locationId);
  }, [online, locationId]);
}
