import { authServiceOf } from '../auth/auth.module';
import type { CanopyModule } from '../module';
import { employeeDocsRoutes } from './employee-docs.routes';
import { employeeProfileRoutes } from './employee-profile.routes';
import { employeeProfileService } from './employee-profile.service';
import { employeesRoutes } from './employees.routes';
import { employeesService } from './employees.service';

/** Employees: the list and add, the profile screens and the document shelves. */
export const employeesModule = {
  name: 'employees',
  async register(api, deps) {
    const { db, files } = deps;
    // Password links only: the sign-in limits of the auth module's own service are not shared.
    const { sendPasswordLink } = authServiceOf(deps);
    const employees = employeesService({ db, files, sendPasswordLink });
    await api.register(employeesRoutes(employees, db));
    await api.register(
      employeeProfileRoutes(employeeProfileService({ db, files, sendPasswordLink }, employees)),
    );
    await api.register(employeeDocsRoutes(employees, deps.documents, files));
  },
} satisfies CanopyModule;
