import type { SavedSearch } from '@canopy/shared';
import type { Db } from '../../platform/db';
import type { AuthContext } from '../../platform/auth/context';
import { forbidden, notFound, ValidationError } from '../../platform/errors';
import { searchesRepo } from './searches.repo';

type Input = Omit<SavedSearch, 'Id'>;

const toDto = (r: {
  id: number;
  name: string;
  employee_id: number;
  search_type_id: number;
  filters: string;
}): SavedSearch => ({
  Id: r.id,
  Name: r.name,
  EmployeeId: r.employee_id,
  SearchTypeId: r.search_type_id,
  Filters: r.filters,
});

/** Saved searches belong to their employee; nobody reads or changes another's. */
export function searchesService(db: Db) {
  const repo = searchesRepo(db);
  function check(auth: AuthContext, s: Input) {
    if (s.EmployeeId !== auth.employeeId) throw forbidden();
    if (!s.Name.trim()) throw new ValidationError({ Name: ['A name is required.'] });
  }
  async function owned(auth: AuthContext, id: number) {
    const row = await repo.byId(id);
    if (!row || row.employee_id !== auth.employeeId) throw notFound();
    return row;
  }
  return {
    async list(auth: AuthContext, employeeId: number, searchTypeId: number) {
      if (employeeId !== auth.employeeId) throw forbidden();
      const rows = await repo.list(employeeId, searchTypeId);
      return rows.map(toDto);
    },
    async create(auth: AuthContext, s: Input) {
      check(auth, s);
      const row = await repo.add({
        name: s.Name.trim(),
        employee_id: s.EmployeeId,
        search_type_id: s.SearchTypeId,
        filters: s.Filters,
      });
      return toDto(row);
    },
    async update(auth: AuthContext, s: SavedSearch) {
      check(auth, s);
      await owned(auth, s.Id);
      const row = await repo.update(s.Id, {
        name: s.Name.trim(),
        search_type_id: s.SearchTypeId,
        filters: s.Filters,
      });
      return toDto(row);
    },
    async remove(auth: AuthContext, id: number) {
      await owned(auth, id);
      await repo.remove(id);
    },
  };
}
export type SearchesService = ReturnType<typeof searchesService>;
