export type Choice = { value: number; label: string };

/**
 * Options from a catalogue list that leaves archived entries out. The stored choice, when it has
 * since been archived, stays offered under its name so the form still shows it.
 */
export function choicesOf(
  list: { Id: number; Name: string }[] | undefined,
  current: number | null,
  currentName: string | null | undefined,
): Choice[] {
  const options = (list ?? []).map((i) => ({ value: i.Id, label: i.Name }));
  if (list && current !== null && current > 0 && !options.some((o) => o.value === current))
    options.push({ value: current, label: `${currentName ?? `#${current}`} (archived)` });
  return options;
}

/**
 * The placeholder of a choice field: while its list is on its way, or, with no connection, that
 * the device does not have it yet (the next sync brings it).
 */
export function pendingText(list: unknown[] | undefined, online: boolean, empty = 'None'): string {
  if (list !== undefined) return empty;
  return online ? 'Loading…' : 'Not on this device yet';
}

/**
 * The sizes offered for an item type: those measured for any of its service groups (DBH ranges for
 * trees, areas for lawns). A size for no group, and any size while no catalogue type is chosen, fits.
 */
export function sizesFor<S extends { ServiceGroups: number[] }>(
  sizes: S[] | undefined,
  type: { ServiceGroups: number[] } | undefined,
): S[] | undefined {
  if (!sizes || !type) return sizes;
  return sizes.filter(
    (s) => !s.ServiceGroups.length || s.ServiceGroups.some((g) => type.ServiceGroups.includes(g)),
  );
}
