import { useSearch } from '@tanstack/react-router';
import { EmployeeShelfPage } from './EmployeeShelfPage';

/**
 * /employees/training/documents?id&name&empName&empId: the documents of a training (id, name) of an
 * employee (empId, empName). Training documents are kept per employee, so the employee's training
 * shelf is shown, titled with the training.
 */
export function TrainingDocumentsPage() {
  const { id, name, empId, empName } = useSearch({ from: '/app/employees/training/documents' });
  return (
    <EmployeeShelfPage
      employeeId={empId ?? id}
      shelf="training-docs"
      title={name ? `Training Documents: ${name}` : 'Training Documents'}
      subtitle={empName}
    />
  );
}
