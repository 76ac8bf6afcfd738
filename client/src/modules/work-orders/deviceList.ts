import type { IsoDate, SyncWorkOrder } from '@canopy/shared';

export interface DeviceListFilter {
  /** Words that must all appear in the number, description, customer or address. */
  query: string;
  /** Only orders of this status; null for every status. */
  statusId: number | null;
}

export interface DeviceListRow {
  workOrder: SyncWorkOrder;
  /** The first scheduled day from today on, else the last one before; null when never scheduled. */
  day: { Date: IsoDate; StartTime: string; EndTime: string } | null;
  isToday: boolean;
}

function dayOf(w: SyncWorkOrder, today: IsoDate): DeviceListRow['day'] {
  const days = w.Schedules.flatMap((s) => s.Dates).sort((a, b) => a.Date.localeCompare(b.Date));
  const next = days.find((d) => d.Date >= today) ?? days[days.length - 1];
  return next ? { Date: next.Date as IsoDate, StartTime: next.StartTime, EndTime: next.EndTime } : null;
}

const haystack = (w: SyncWorkOrder) =>
  [String(w.Id), w.Description, w.AccountName, w.LocationAddress ?? w.Address]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();

/**
 * The crew's work orders as the device holds them: today's first (by start time), then the coming
 * days, then past ones (latest first), then those never scheduled, each by number.
 */
export function deviceListRows(
  workOrders: readonly SyncWorkOrder[],
  filter: DeviceListFilter,
  today: IsoDate,
): DeviceListRow[] {
  const words = filter.query.toLowerCase().split(/\s+/).filter(Boolean);
  const rank = (r: DeviceListRow) => (!r.day ? 3 : r.isToday ? 0 : r.day.Date > today ? 1 : 2);
  return workOrders
    .filter((w) => !w.Archived)
    .filter((w) => filter.statusId === null || w.StatusId === filter.statusId)
    .filter((w) => {
      const text = haystack(w);
      return words.every((word) => text.includes(word));
    })
    .map((w) => {
      const day = dayOf(w, today);
      return { workOrder: w, day, isToday: day?.Date === today };
    })
    .sort((a, b) => {
      const byRank = rank(a) - rank(b);
      if (byRank) return byRank;
      if (a.day && b.day) {
        const byDay =
          rank(a) === 2 ? b.day.Date.localeCompare(a.day.Date) : a.day.Date.localeCompare(b.day.Date);
        if (byDay) return byDay;
        const byTime = a.day.StartTime.localeCompare(b.day.StartTime);
        if (byTime) return byTime;
      }
      return a.workOrder.Id - b.workOrder.Id;
    });
}
