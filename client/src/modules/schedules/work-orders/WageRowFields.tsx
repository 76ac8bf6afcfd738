import { ActionIcon, Group, Select } from '@mantine/core';
import { jobTitleChoices, type WageChoices } from '@canopy/shared';
import { NumericInput } from '../../../ui/inputs';

/** A prevailing wage row as edited: `key` tells new rows apart until the server gives them an Id. */
export interface Draft {
  key: string;
  Id: number | null;
  DailyLogId: number;
  Hours: number | null;
  PrevailingWageCategoryId: number | null;
  PrevailingWageJobTitleId: number | null;
}

export interface WageRowFieldsProps {
  row: Draft;
  /** The daily log's date: only job titles effective then are offered (spec §5). */
  date: string;
  choices: WageChoices;
  editable: boolean;
  onChange: (patch: Partial<Draft>) => void;
  onRemove: () => void;
}

/** Hours, category and the category's job titles of one row; a new category clears the title. */
export function WageRowFields({ row, date, choices, editable, onChange, onRemove }: WageRowFieldsProps) {
  const categories = choices.Categories.map((c) => ({ value: String(c.Id), label: `${c.Code} – ${c.Name}` }));
  const titles = jobTitleChoices(choices.JobTitles, row.PrevailingWageCategoryId, date);
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <NumericInput
        label="Hours"
        decimals={2}
        min={0}
        value={row.Hours}
        disabled={!editable}
        onChange={(v) => onChange({ Hours: v })}
        w={80}
      />
      <Select
        label="Category"
        data={categories}
        value={row.PrevailingWageCategoryId ? String(row.PrevailingWageCategoryId) : null}
        disabled={!editable}
        onChange={(v) =>
          onChange({ PrevailingWageCategoryId: v ? Number(v) : null, PrevailingWageJobTitleId: null })
        }
        w={180}
      />
      <Select
        label="Job title"
        data={titles.map((t) => ({ value: String(t.Id), label: t.Name }))}
        value={row.PrevailingWageJobTitleId ? String(row.PrevailingWageJobTitleId) : null}
        disabled={!editable || !row.PrevailingWageCategoryId}
        onChange={(v) => onChange({ PrevailingWageJobTitleId: v ? Number(v) : null })}
        w={180}
      />
      {editable && (
        <ActionIcon variant="subtle" color="red" aria-label="Remove row" onClick={onRemove}>
          ×
        </ActionIcon>
      )}
    </Group>
  );
}
