import type { Employee } from '@canopy/shared';
import type { EmployeeTab } from './infoSearch';

const LABELS: Record<EmployeeTab, string> = {
  basic: 'Basic Info',
  contact: 'Contact',
  geographic: 'Geographic Assignments',
  emergency: 'Emergency Contacts',
  work: 'Work Info & Shifts',
  wage: 'Wage',
  portal: 'Portal Access',
  role: 'Role',
  certifications: 'Certifications',
  documents: 'Documents',
  photo: 'Photo',
  signature: 'Signature',
};

/**
 * The tabs this user sees for this employee: the wage only with the right to see it; the sign-in
 * tabs when there is a sign-in to show or the right to create one.
 */
export function visibleTabs(e: Employee): { value: EmployeeTab; label: string }[] {
  const shown = (tab: EmployeeTab) => {
    if (tab === 'wage') return e.Rights.viewWage;
    if (tab === 'portal') return e.Rights.editFull || e.HasPortalAccess;
    if (tab === 'role') return e.HasPortalAccess;
    return true;
  };
  return (Object.keys(LABELS) as EmployeeTab[])
    .filter(shown)
    .map((value) => ({ value, label: LABELS[value] }));
}
