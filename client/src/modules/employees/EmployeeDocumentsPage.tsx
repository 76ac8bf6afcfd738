import { useSearch } from '@tanstack/react-router';
import { EmployeeShelfPage } from './EmployeeShelfPage';

/** /employees/documents?id&name: the employee's documents. */
export function EmployeeDocumentsPage() {
  const { id, name } = useSearch({ from: '/app/employees/documents' });
  return <EmployeeShelfPage employeeId={id} shelf="docs" title="Employee Documents" subtitle={name} />;
}
