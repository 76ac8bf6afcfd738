import { lazy, Suspense, useEffect, useState } from 'react';
import { B, F, has } from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import type { ListSavedSearchesProps } from '../../ui/ListSavedSearches';
import type { WorkOrderListFiltersProps } from './WorkOrderListFilters';
import type { SavedWorkOrderFilters } from './search';

/**
 * The parts of the work order list a crew member does not wait for. Offline the service worker
 * holds every chunk, so both still open without a connection.
 */

/** The device's list brings the device database and the sync protocol: only offline needs them. */
export const LazyDeviceWorkOrderList = lazy(() =>
  import('./DeviceWorkOrderList').then((m) => ({ default: m.DeviceWorkOrderList })),
);

const WorkOrderListFilters = lazy(() =>
  import('./WorkOrderListFilters').then((m) => ({ default: m.WorkOrderListFilters })),
);

/** A default-size input under its label, so the placeholders hold the filters' room. */
const FILTER_HEIGHT =
  'calc(var(--input-height-sm) + var(--mantine-font-size-sm) * var(--mantine-line-height))';

/** The filters' widths in their order, so the toolbar wraps the same before and after they load. */
const slotWidths = (wide: boolean) => [170, 200, 150, 150, 180, ...(wide ? [180, 180] : []), 180];

function FilterSlots() {
  const wide = has(useClaims(), 'WorkOrders', B | F);
  return slotWidths(wide).map((w, i) => (
    <div key={i} aria-hidden style={{ width: w, height: FILTER_HEIGHT }} />
  ));
}

/**
 * The filters (date pickers, selects and their popups) load once the list has been put on the
 * screen: asking for them in the same render would hold the first screen up for them.
 */
export function DeferredWorkOrderListFilters(props: WorkOrderListFiltersProps) {
  const shown = useShownAfterPaint();
  if (!shown) return <FilterSlots />;
  return (
    <Suspense fallback={<FilterSlots />}>
      <WorkOrderListFilters {...props} />
    </Suspense>
  );
}

/** True from the task after the render that showed the list reached the screen. */
function useShownAfterPaint() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true));
    return () => clearTimeout(timer);
  }, []);
  return shown;
}

const ListSavedSearches = lazy(() =>
  import('../../ui/ListSavedSearches').then((m) => ({ default: m.ListSavedSearches<SavedWorkOrderFilters> })),
);

/** The saved searches (their select, dialogs and call) wait for the first screen like the filters. */
export function DeferredWorkOrderSavedSearches(props: ListSavedSearchesProps<SavedWorkOrderFilters>) {
  const shown = useShownAfterPaint();
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ListSavedSearches {...props} />
    </Suspense>
  );
}
