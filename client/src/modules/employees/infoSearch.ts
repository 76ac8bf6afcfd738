/** Tabs of the employee info screen, as the `tab` search parameter names them. */
export const EMPLOYEE_TABS = [
  'basic',
  'contact',
  'geographic',
  'emergency',
  'work',
  'wage',
  'portal',
  'role',
  'certifications',
  'documents',
  'photo',
  'signature',
] as const;
export type EmployeeTab = (typeof EMPLOYEE_TABS)[number];

export interface EmployeeInfoSearch {
  id: number;
  tab?: EmployeeTab;
  /** The year of the yearly-draw and budget tabs. */
  year?: number;
}

const positive = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

export function validateEmployeeInfoSearch(s: Record<string, unknown>): EmployeeInfoSearch {
  const tab = EMPLOYEE_TABS.find((t) => t === s.tab);
  const year = positive(s.year);
  return {
    id: positive(s.id) ?? 0,
    tab: tab && tab !== 'basic' ? tab : undefined,
    year: year && year >= 2000 && year <= 2100 ? year : undefined,
  };
}

/** /employees/documents and /employees/training: the employee and the name shown in the title. */
export interface EmployeeDocsSearch {
  id: number;
  name?: string;
}

export function validateEmployeeDocsSearch(s: Record<string, unknown>): EmployeeDocsSearch {
  return { id: positive(s.id) ?? 0, name: text(s.name) };
}

/** /employees/training/documents: a training (id, name) of the employee (empId, empName). */
export interface TrainingDocsSearch extends EmployeeDocsSearch {
  empId?: number;
  empName?: string;
}

export function validateTrainingDocsSearch(s: Record<string, unknown>): TrainingDocsSearch {
  return { ...validateEmployeeDocsSearch(s), empId: positive(s.empId), empName: text(s.empName) };
}
