import { Group, Select } from '@mantine/core';
import { NoteDateFilterList, NoteDateFilters, NotePrintFilterList } from '@canopy/shared';
import { DateInput } from '../../ui/inputs';
import type { NoteFilterChoice } from './noteFilters';

const PRINT_OPTIONS = NotePrintFilterList.map((f) => ({ value: String(f.Id), label: f.Name }));
const DATE_OPTIONS = NoteDateFilterList.map((f) => ({ value: String(f.Id), label: f.Name }));

export interface NoteFiltersBarProps {
  value: NoteFilterChoice;
  onChange: (next: NoteFilterChoice) => void;
}

/** Print on work order (any, print, do not print) and the date choices, a range when custom. */
export function NoteFiltersBar({ value, onChange }: NoteFiltersBarProps) {
  const set = (patch: Partial<NoteFilterChoice>) => onChange({ ...value, ...patch });
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label="Print on work order"
        data={PRINT_OPTIONS}
        allowDeselect={false}
        w={170}
        value={String(value.Print)}
        onChange={(v) => set({ Print: Number(v) })}
      />
      <Select
        label="Date"
        data={DATE_OPTIONS}
        allowDeselect={false}
        w={150}
        value={String(value.Date)}
        onChange={(v) => set({ Date: Number(v) })}
      />
      {value.Date === NoteDateFilters.CustomRange && (
        <>
          <DateInput label="From" w={150} value={value.From} onChange={(From) => set({ From })} />
          <DateInput label="To" w={150} value={value.To} onChange={(To) => set({ To })} />
        </>
      )}
    </Group>
  );
}
