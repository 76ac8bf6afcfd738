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

/** Per date, the people and assets other schedules already book. */
export type Booked = Map<string, { employees: Set<number>; equipment: Set<number> }>;
