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

/** The placeholder of a choice field while its list loads or after it failed. */
export function pendingText(query: { isPending: boolean }, empty = 'None'): string {
  return query.isPending ? 'Loading…' : empty;
}
