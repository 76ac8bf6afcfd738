import type { Generated } from 'kysely';

export interface EmployeeTables {
  employee_job_titles: { employee_id: number; job_title_id: number };
  employee_phones: {
    id: Generated<number>;
    employee_id: number;
    phone: string;
    extension: string | null;
    phone_type_id: Generated<number>;
    is_preferred: Generated<number>;
  };
  employee_geographic: {
    id: Generated<number>;
    employee_id: number;
    city: string | null;
    state: string | null;
    zip: string | null;
  };
  employee_emergency_contacts: { id: Generated<number>; employee_id: number; name: string; phone: string };
  employee_work_shifts: {
    id: Generated<number>;
    employee_id: number;
    day: number;
    time_start: number;
    time_end: number;
  };
  employee_certifications: {
    id: Generated<number>;
    employee_id: number;
    certification_type_id: number;
    status_id: Generated<number>;
    standard_certification_id: number | null;
    name: string;
    credits: Generated<number>;
    notes: string | null;
    date_achieved: string | null;
    date_expires: string | null;
  };
}
