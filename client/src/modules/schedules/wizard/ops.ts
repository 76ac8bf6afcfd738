import type { BorrowedCrewChoice, BorrowedEquipmentChoice } from '@canopy/shared';
import type { DraftCrew, DraftDay, DraftEquipment } from './draft';

/** What the steps may do to the draft; removals of saved rows go to the server first. */
export interface WizardOps {
  setDay(key: string, patch: Partial<Pick<DraftDay, 'date' | 'start' | 'end'>>): void;
  addDay(): void;
  removeDay(day: DraftDay): Promise<void>;
  addCrew(dayKey: string): void;
  setCrew(dayKey: string, key: string, patch: Partial<DraftCrew>): void;
  removeCrew(dayKey: string, crew: DraftCrew): Promise<void>;
  addEquipment(dayKey: string): void;
  setEquipment(dayKey: string, key: string, patch: Partial<DraftEquipment>): void;
  removeEquipment(dayKey: string, equipment: DraftEquipment): Promise<void>;
}

/**
 * Per date, the people and assets not free for this schedule (booked by other schedules, or lent to
 * another branch by a confirmed transfer), and those a confirmed transfer lends into its branch.
 */
export type Booked = Map<
  string,
  {
    employees: Set<number>;
    equipment: Set<number>;
    borrowedCrew: BorrowedCrewChoice[];
    borrowedEquipment: BorrowedEquipmentChoice[];
  }
>;

/** The branch's own choices and, after them, what is lent in that day (each once). */
export function withBorrowed<T extends { Id: number }>(own: T[], borrowed: T[] | undefined): T[] {
  const ids = new Set(own.map((c) => c.Id));
  return [...own, ...(borrowed ?? []).filter((b) => !ids.has(b.Id))];
}
