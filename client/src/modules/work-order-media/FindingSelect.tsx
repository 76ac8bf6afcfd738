import { MultiSelect } from '@mantine/core';
import type { MetaItemOption, ScoutingFinding } from '@canopy/shared';
import type { FindingKind } from './scoutingForm';

type Option = { value: number; label: string };

export type FindingSelectProps = {
  kind: FindingKind;
  /** The catalogue's simple list of this kind (kept on the device); undefined while loading. */
  catalogue: readonly MetaItemOption[] | undefined;
  value: number[];
  onChange: (ids: number[]) => void;
  /** Known on the chosen item's type: listed first. */
  suggested?: readonly ScoutingFinding[];
  /** Already on the entry, so they keep their names even if the catalogue no longer lists them. */
  recorded?: readonly ScoutingFinding[];
  error?: React.ReactNode;
};

/** One kind of finding (insects, diseases …) chosen from the catalogue's simple list. */
export function FindingSelect({
  kind,
  catalogue,
  value,
  onChange,
  suggested = [],
  recorded = [],
  error,
}: FindingSelectProps) {
  const all = new Map<number, Option>();
  for (const f of [...(catalogue ?? []), ...recorded]) all.set(f.Id, { value: f.Id, label: f.Name });
  const firstIds = new Set(suggested.map((s) => s.Id));
  const first = suggested.map((s) => all.get(s.Id) ?? { value: s.Id, label: s.Name });
  const rest = [...all.values()].filter((o) => !firstIds.has(o.value));
  const data = first.length
    ? [
        { group: 'Known on this item', items: first },
        { group: 'Catalogue', items: rest },
      ].filter((g) => g.items.length)
    : rest;
  return (
    <MultiSelect<number>
      label={kind.label}
      placeholder={value.length ? undefined : `Choose ${kind.label.toLowerCase()}`}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={catalogue === undefined ? 'Loading…' : 'Nothing matches'}
      error={error}
    />
  );
}
