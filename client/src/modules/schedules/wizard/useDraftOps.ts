import type { Draft, DraftCrew, DraftDay, DraftEquipment } from './draft';
import type { WizardOps } from './ops';

type Part = 'day' | 'crew' | 'equipment';

interface DraftOpsDeps {
  edit: (change: (d: Draft) => Draft) => void;
  removeSaved: (part: Part, id: number, failed: string, apply: (d: Draft) => Draft) => Promise<void>;
  addDay: () => void;
  confirmDayRemoval: (day: DraftDay) => Promise<boolean>;
  newKey: () => string;
}

// Spec §8 messages for a removal the server refused.
const FAILED = {
  day: 'Removing Schedule Date Failed',
  crew: 'Removing Schedule Crew Failed',
  equipment: 'Removing Schedule Equipment Failed',
} as const;

const onDay = (dayKey: string, change: (day: DraftDay) => DraftDay) => (d: Draft) => ({
  ...d,
  days: d.days.map((day) => (day.key === dayKey ? change(day) : day)),
});

/** The draft's edits as the steps call them; a saved row is removed on the server before the draft. */
export function useDraftOps(deps: DraftOpsDeps): WizardOps {
  const { edit, removeSaved } = deps;
  const withoutDay = (key: string) => (d: Draft) => ({ ...d, days: d.days.filter((x) => x.key !== key) });
  const withoutCrew = (dayKey: string, key: string) =>
    onDay(dayKey, (day) => ({ ...day, crews: day.crews.filter((c) => c.key !== key) }));
  const withoutEquipment = (dayKey: string, key: string) =>
    onDay(dayKey, (day) => ({ ...day, equipment: day.equipment.filter((e) => e.key !== key) }));

  return {
    setDay: (key, patch) => edit(onDay(key, (day) => ({ ...day, ...patch }))),
    addDay: deps.addDay,
    async removeDay(day) {
      if (!day.Id) return edit(withoutDay(day.key));
      if (!(await deps.confirmDayRemoval(day))) return;
      await removeSaved('day', day.Id, FAILED.day, withoutDay(day.key));
    },
    addCrew: (dayKey) =>
      edit(
        onDay(dayKey, (day) => {
          const crew: DraftCrew = {
            key: deps.newKey(),
            employeeId: null,
            jobTitleId: null,
            isForeman: false,
          };
          return { ...day, crews: [...day.crews, crew] };
        }),
      ),
    setCrew: (dayKey, key, patch) =>
      edit(
        onDay(dayKey, (day) => ({
          ...day,
          crews: day.crews.map((c) => (c.key === key ? { ...c, ...patch } : c)),
        })),
      ),
    async removeCrew(dayKey, crew) {
      if (!crew.Id) return edit(withoutCrew(dayKey, crew.key));
      await removeSaved('crew', crew.Id, FAILED.crew, withoutCrew(dayKey, crew.key));
    },
    addEquipment: (dayKey) =>
      edit(
        onDay(dayKey, (day) => {
          const row: DraftEquipment = { key: deps.newKey(), resourceId: null };
          return { ...day, equipment: [...day.equipment, row] };
        }),
      ),
    setEquipment: (dayKey, key, patch) =>
      edit(
        onDay(dayKey, (day) => ({
          ...day,
          equipment: day.equipment.map((e) => (e.key === key ? { ...e, ...patch } : e)),
        })),
      ),
    async removeEquipment(dayKey, equipment) {
      if (!equipment.Id) return edit(withoutEquipment(dayKey, equipment.key));
      await removeSaved('equipment', equipment.Id, FAILED.equipment, withoutEquipment(dayKey, equipment.key));
    },
  };
}
