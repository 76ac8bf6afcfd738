import {
  appointmentProblem,
  EmployeeStatuses,
  JobTitles,
  NEW_REQUEST_APPOINTMENT_TYPE,
  SERVICE_REQUEST_PAGE_SIZE,
  ServiceRequestMessages as M,
  ServiceRequestStatuses,
  ServiceRequestStatusList,
  ServiceRequestTypes,
  type RequestExistsQuery,
  type RequestLocation,
  type RequestLocationSearch,
  type SaveServiceRequest,
  type ServiceRequest,
  type ServiceRequestListItem,
  type ServiceRequestSearch,
} from '@canopy/shared';
import { mayDo, requireClaim, type AuthContext } from '../../platform/auth/context';
import { nowIso, type Db } from '../../platform/db';
import { inTransaction } from '../../platform/db/transaction';
import { saveIfCurrent } from '../../platform/db/versioned';
import { conflict, formErrors, notFound } from '../../platform/errors';
import { pageOf } from '../../platform/lists';
import { serviceRequestAccess as access, reachRequest, serviceRequestScope } from './service-requests.access';
import { toListItem, toServiceRequest } from './service-requests.mapper';
import { serviceRequestsRepo } from './service-requests.repo';
import { requestPlacesRepo } from './service-requests-places.repo';
import { requestLinksRepo } from './service-requests-mail.repo';

const instant = (v: string) => new Date(v).toISOString();

/** Service requests (spec §4, §5): the list, add and save with the §5 rules, the overlap check, delete. */
export function serviceRequestsService(db: Db) {
  const repo = serviceRequestsRepo(db);
  const places = requestPlacesRepo(db);

  async function dto(auth: AuthContext, id: number, d: Db = db): Promise<ServiceRequest> {
    const r = serviceRequestsRepo(d);
    const [row] = await r.rows([id]);
    if (!row) throw notFound();
    const [estimateTypes, proposals] = await Promise.all([r.estimateTypes(id), r.proposals(id)]);
    return toServiceRequest(row, { estimateTypes, proposals, canEdit: mayDo(auth, access.edit) });
  }

  /**
   * The §5 checks and the choices' lists, every failure at once; answers the row's values. The
   * arborist left out is the location's rep, else the account's first, else the caller.
   */
  async function validated(auth: AuthContext, body: SaveServiceRequest, creating: boolean) {
    const form = formErrors();
    const time = appointmentProblem(body.AppointmentDate, body.AppointmentDateEnd);
    if (time) form.add('AppointmentDate', time);
    const loc = body.AccountLocationId ? await places.location(body.AccountLocationId) : undefined;
    if (!loc) form.add('AccountLocationId', M.LocationRequired);
    const rep = body.SalesRepId ?? (loc ? await places.defaultRep(loc) : null) ?? auth.employeeId;
    if (!(await repo.activeEmployee(rep))) form.add('SalesRepId', M.SalesRepRequired);
    const typeId = body.TypeId ?? ServiceRequestTypes.Appointment;
    const appointmentTypeId =
      body.AppointmentTypeId === undefined && creating
        ? NEW_REQUEST_APPOINTMENT_TYPE
        : (body.AppointmentTypeId ?? null);
    const estimateTypes = [...new Set(body.EstimateTypes ?? [])];
    const choose = async (field: string, table: Parameters<typeof repo.known>[0], ids: number[]) => {
      const known = await repo.known(table, ids);
      if (ids.some((id) => !known.includes(id))) form.add(field, M.UnknownChoice);
    };
    await choose('TypeId', 'service_request_types', [typeId]);
    await choose('AppointmentTypeId', 'appointment_types', appointmentTypeId ? [appointmentTypeId] : []);
    await choose(
      'SourceDetailId',
      'service_request_sources',
      body.SourceDetailId ? [body.SourceDetailId] : [],
    );
    await choose('EstimateTypes', 'estimate_types', estimateTypes);
    form.check(M.SaveFailed);
    return {
      estimateTypes,
      values: {
        type_id: typeId,
        status_id: body.StatusId ?? ServiceRequestStatuses.Scheduled,
        appointment_type_id: appointmentTypeId,
        appointment_date: instant(body.AppointmentDate!),
        appointment_date_end: instant(body.AppointmentDateEnd!),
        sales_rep_id: rep,
        account_location_id: loc!.id,
        branch_id: loc!.branch_id,
        source_detail_id: body.SourceDetailId ?? null,
        notes: body.Notes?.trim() || null,
        updated_at: nowIso(),
      },
    };
  }

  async function search(auth: AuthContext, f: ServiceRequestSearch) {
    requireClaim(auth, access.view);
    const page = pageOf(f, SERVICE_REQUEST_PAGE_SIZE);
    const { ids, total } = await repo.pageIds(serviceRequestScope(auth), page, f);
    const byId = new Map((await repo.rows(ids)).map((r) => [r.id, r]));
    const rows: ServiceRequestListItem[] = ids.map((id) => toListItem(byId.get(id)!));
    return { rows, total };
  }

  return {
    search,
    quickSearch: (auth: AuthContext, q: { q?: string; skip?: number; take?: number }) =>
      search(auth, { Query: q.q, Skip: q.skip, Take: q.take }),

    async get(auth: AuthContext, id: number): Promise<ServiceRequest> {
      requireClaim(auth, access.view);
      await reachRequest(db, auth, id);
      return dto(auth, id);
    },

    statuses(auth: AuthContext) {
      requireClaim(auth, access.view);
      return ServiceRequestStatusList.map((s) => ({ Id: s.Id, Name: s.Name }));
    },

    /** The arborists a request may be booked for (spec §6: viewing arborists needs Full). */
    async arborists(auth: AuthContext) {
      requireClaim(auth, access.edit);
      const rows = await places.arborists(EmployeeStatuses.Active, JobTitles.Arborist);
      return rows.map((r) => ({ Id: r.id, Name: `${r.first_name} ${r.last_name}` }));
    },

    async create(auth: AuthContext, body: SaveServiceRequest): Promise<ServiceRequest> {
      requireClaim(auth, access.edit);
      const { values, estimateTypes } = await validated(auth, body, true);
      return inTransaction(db, async (trx) => {
        const r = serviceRequestsRepo(trx);
        const id = await r.insert({
          ...values,
          created_by_id: auth.employeeId,
          created_at: values.updated_at,
        });
        await r.setEstimateTypes(id, estimateTypes);
        return dto(auth, id, trx);
      });
    },

    async save(auth: AuthContext, id: number, body: SaveServiceRequest): Promise<ServiceRequest> {
      requireClaim(auth, access.edit);
      const row = await reachRequest(db, auth, id);
      if (!body.Version) {
        const form = formErrors();
        form.add('Version', 'Version is required');
        form.check(M.SaveFailed);
      }
      const { values, estimateTypes } = await validated(auth, body, false);
      const saved = await inTransaction(db, async (trx) => {
        if (!(await saveIfCurrent(trx, 'service_requests', row.id, body.Version!, values))) return false;
        await serviceRequestsRepo(trx).setEstimateTypes(row.id, estimateTypes);
        return true;
      });
      if (!saved) throw conflict(await dto(auth, row.id));
      return dto(auth, row.id);
    },

    async remove(auth: AuthContext, id: number): Promise<void> {
      requireClaim(auth, access.edit);
      const row = await reachRequest(db, auth, id);
      await inTransaction(db, (trx) => requestLinksRepo(trx).remove(row.id));
    },

    /** Spec §5: whether the arborist already has an appointment overlapping this time. */
    async exists(auth: AuthContext, q: RequestExistsQuery): Promise<boolean> {
      requireClaim(auth, access.edit);
      if (appointmentProblem(q.startDate, q.endDate)) return false;
      return repo.overlapping(q.arboristId, instant(q.startDate), instant(q.endDate), q.excludeId);
    },

    async locations(
      auth: AuthContext,
      f: RequestLocationSearch,
    ): Promise<{ rows: RequestLocation[]; total: number }> {
      requireClaim(auth, access.edit);
      return places.search(pageOf(f, 15), f.AccountId ?? undefined);
    },
  };
}
export type ServiceRequestsService = ReturnType<typeof serviceRequestsService>;
