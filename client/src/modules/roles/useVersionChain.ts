import { useCallback, useMemo, useRef } from 'react';

export interface VersionChain {
  /** Notes that one of this screen's own saves moved the record from `from` to `to`. */
  record: (from: number, to: number) => void;
  /** The newest Version reached from `version` through this screen's own saves. */
  latest: (version: number) => number;
}

/**
 * The role screen saves the same record from two places (basic info, claims) and each save bumps
 * its Version. An edit begun before the other part was saved still carries the older Version;
 * without this the user would get a concurrency dialog about their own change. A save by
 * anyone else is not in the chain, so it still comes back as a 409.
 */
export function useVersionChain(): VersionChain {
  const next = useRef(new Map<number, number>());
  const record = useCallback((from: number, to: number) => {
    if (to > from) next.current.set(from, to);
  }, []);
  const latest = useCallback((version: number) => {
    let v = version;
    for (let seen = 0; next.current.has(v) && seen < 1000; seen += 1) v = next.current.get(v)!;
    return v;
  }, []);
  return useMemo(() => ({ record, latest }), [record, latest]);
}
