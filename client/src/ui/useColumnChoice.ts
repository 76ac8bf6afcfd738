import { useState } from 'react';
import type { DataListColumn } from './dataListTypes';

/** A column as the Columns menu offers it. */
export type ColumnChoice = { key: string; label: string; shown: boolean };

/** Shown or hidden, by column key; only the columns the user has changed are kept. */
type Choice = Record<string, boolean>;

export const columnChoiceKey = (listId: string) => `canopy.listColumns.${listId}`;

function readChoice(listId: string | undefined): Choice {
  if (!listId) return {};
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(columnChoiceKey(listId)) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'boolean'));
  } catch {
    return {};
  }
}

function writeChoice(listId: string | undefined, choice: Choice) {
  if (!listId) return;
  try {
    localStorage.setItem(columnChoiceKey(listId), JSON.stringify(choice));
  } catch {
    // Storage refused (private mode, full): the choice still holds until the page is left.
  }
}

const labelOf = <Row>(c: DataListColumn<Row>) => (typeof c.title === 'string' ? c.title : c.key);

/**
 * The columns the user chose to see, remembered per list in this browser. A column the user never
 * touched follows its default, so a column added to the list later shows up as designed.
 */
export function useColumnChoice<Row>(columns: DataListColumn<Row>[], listId: string | undefined) {
  const [choice, setChoice] = useState(() => readChoice(listId));
  const shown = (c: DataListColumn<Row>, from: Choice = choice) => from[c.key] ?? !c.defaultHidden;

  const toggle = (key: string) => {
    const column = columns.find((c) => c.key === key);
    if (!column) return;
    const next = { ...choice, [key]: !shown(column) };
    // A table of no columns shows nothing to choose again from.
    if (!columns.some((c) => shown(c, next))) return;
    setChoice(next);
    writeChoice(listId, next);
  };

  return {
    visible: columns.filter((c) => shown(c)),
    choices: columns.map((c): ColumnChoice => ({ key: c.key, label: labelOf(c), shown: shown(c) })),
    toggle,
  };
}
