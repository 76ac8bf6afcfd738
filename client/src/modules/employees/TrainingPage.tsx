import { useSearch } from '@tanstack/react-router';
import { EmployeeShelfPage } from './EmployeeShelfPage';

/** /employees/training?id&name: the employee's training documents. */
export function TrainingPage() {
  const { id, name } = useSearch({ from: '/app/employees/training' });
  return <EmployeeShelfPage employeeId={id} shelf="training-docs" title="Training" subtitle={name} />;
}
