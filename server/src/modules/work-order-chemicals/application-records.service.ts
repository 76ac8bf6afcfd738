import { randomUUID } from 'node:crypto';
import {
  APPLICATION_FIELD_KEYS,
  appendRevision,
  COMPLETION_REFUSED_HEADING,
  dilutionText,
  markerMessage,
  missingFields,
  missingLine,
  toScaled,
  WorkOrderChemicalMessages as M,
  type Applicator,
  type ApplicationHistory,
  type ApplicationLog,
  type NewApplicationRecord,
  type StateProfiles,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { inTransaction } from '../../platform/db/transaction';
import { isUniqueViolation, nowIso, type Db } from '../../platform/db';
import { conflict, notFound, ruleFailed, ValidationError } from '../../platform/errors';
import { reachWorkOrder } from '../work-orders/work-orders.access';
import { workOrderChemicalAccess as access } from './work-order-chemicals.access';
import { toProfile, toRecord } from './work-order-chemicals.mapper';
import { workOrderChemicalsRepo, type RecordInsert, type RecordRow } from './work-order-chemicals.repo';
import type { WorkOrderChemicalsService } from './work-order-chemicals.service';

const scaled = (v: number | null | undefined, places: number) => (v == null ? null : toScaled(v, places));
const text = (v: string | null | undefined) => (v == null ? null : v.trim() || null);
const addressOf = (s: {
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}) =>
  [s.address, [s.city, [s.state, s.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(', ');

/**
 * The application record of a chemical line: appended revisions (never edited in place), the
 * work order's log, who may apply, the state profiles, and what completing a service needs.
 */
export function applicationRecordsService(db: Db, lines: WorkOrderChemicalsService) {
  const repo = workOrderChemicalsRepo(db);

  async function history(lineId: number): Promise<ApplicationHistory> {
    const rows = await repo.recordsOf([lineId]);
    return { WorkOrderChemicalId: lineId, Revisions: rows.map(toRecord) };
  }

  async function licenseOf(employeeId: number, day: string): Promise<string | null> {
    const rows = await repo.licenses([employeeId], day);
    const best = rows.find((r) => r.standard_certification_id === 5) ?? rows[0];
    return best?.name ?? null;
  }

  /** What the new revision stores: sent fields, else the replaced revision's, else the line's. */
  async function revisionValues(
    req: NewApplicationRecord,
    previous: RecordRow | null,
    line: NonNullable<Awaited<ReturnType<typeof repo.byId>>>,
    branchId: number,
  ): Promise<
    Omit<
      RecordInsert,
      | 'id'
      | 'work_order_chemical_id'
      | 'revision'
      | 'replaces_id'
      | 'recorded_at'
      | 'recorded_by'
      | 'captured_at'
    >
  > {
    const pick = <K extends keyof NewApplicationRecord, V>(
      key: K,
      convert: (v: NewApplicationRecord[K]) => V,
      kept: V,
    ) => (req[key] === undefined ? kept : convert(req[key]));
    const applicatorId = pick('ApplicatorId', (v) => v ?? null, previous?.applicator_id ?? null);
    const appliedAt = pick(
      'AppliedAt',
      (v) => (v ? new Date(v).toISOString() : null),
      previous?.applied_at ?? null,
    );
    let applicatorName: string | null = null;
    let license: string | null = null;
    if (applicatorId != null) {
      const person = await repo.employeeInBranch(applicatorId, branchId);
      if (!person) throw ruleFailed(M.UnknownApplicator);
      applicatorName = `${person.first_name} ${person.last_name}`;
      const day = (appliedAt ? new Date(appliedAt as string) : new Date()).toISOString().slice(0, 10);
      license = await licenseOf(applicatorId, day);
    }
    const site = await repo.site(line.work_order_id);
    return {
      applicator_id: applicatorId,
      applicator_name: applicatorName,
      license_number: license,
      chemical_id: line.chemical_id,
      product_name: line.chemical_name,
      epa_number: line.epa_number,
      site_address: addressOf(site) || null,
      target_pest: pick('TargetPest', text, previous?.target_pest ?? null),
      rate: pick(
        'Rate',
        text,
        previous
          ? previous.rate
          : dilutionText(
              line.mix_rate_hundredths == null ? null : Number(line.mix_rate_hundredths) / 100,
              line.unit_name,
              line.carrier_name,
            ) || null,
      ),
      total_amount_hundredths: pick(
        'TotalAmount',
        (v) => scaled(v, 2),
        previous ? previous.total_amount_hundredths : Number(line.actual_gallons_hundredths),
      ),
      amount_unit: pick('AmountUnit', text, previous ? previous.amount_unit : 'gal'),
      area_treated: pick('AreaTreated', text, previous?.area_treated ?? null),
      trees_treated: pick('TreesTreated', (v) => v ?? null, previous?.trees_treated ?? null),
      applied_at: appliedAt as string | null,
      wind_speed_tenths: pick('WindSpeedMph', (v) => scaled(v, 1), previous?.wind_speed_tenths ?? null),
      wind_direction: pick('WindDirection', (v) => v ?? null, previous?.wind_direction ?? null),
      temperature_tenths: pick('TemperatureF', (v) => scaled(v, 1), previous?.temperature_tenths ?? null),
      re_entry_notes: pick('ReEntryNotes', text, previous?.re_entry_notes ?? null),
      correction_reason: text(req.CorrectionReason),
    };
  }

  return {
    async history(auth: AuthContext, lineId: number): Promise<ApplicationHistory> {
      requireClaim(auth, access.view);
      const line = await repo.byId(lineId);
      if (!line) throw notFound();
      await reachWorkOrder(db, auth, line.work_order_id);
      return history(lineId);
    },

    /** The history as one who may append to it reads it (a device's push starts here). */
    async historyToAppend(auth: AuthContext, lineId: number): Promise<ApplicationHistory> {
      requireClaim(auth, access.edit);
      return this.history(auth, lineId);
    },

    /** Appends a revision; a resend of a stored id answers the history unchanged. */
    async record(auth: AuthContext, lineId: number, req: NewApplicationRecord): Promise<ApplicationHistory> {
      requireClaim(auth, access.edit);
      const line = await repo.byId(lineId);
      if (!line) throw notFound();
      const wo = await reachWorkOrder(db, auth, line.work_order_id);
      if (req.Id) {
        const stored = await repo.recordById(req.Id.toLowerCase());
        if (stored && stored.work_order_chemical_id === lineId) return history(lineId);
        if (stored) throw ruleFailed(M.RecordIdTaken);
      }
      if (line.archived) throw ruleFailed(M.ArchivedLine);
      const chain = await repo.recordsOf([lineId]);
      const id = (req.Id ?? randomUUID()).toLowerCase();
      const next = appendRevision(
        chain.map((r) => ({ Id: r.id, Revision: r.revision, ReplacesId: r.replaces_id })),
        { Id: id, ReplacesId: req.ReplacesId ?? null },
      );
      if (!next.ok) throw conflict(await history(lineId));
      const previous = chain[chain.length - 1] ?? null;
      const values = await revisionValues(req, previous, line, wo.branch_id);
      try {
        await inTransaction(db, (trx) =>
          workOrderChemicalsRepo(trx).insertRecord({
            ...values,
            id,
            work_order_chemical_id: lineId,
            revision: chain.length + 1,
            replaces_id: previous?.id ?? null,
            captured_at: req.CapturedAt ? new Date(req.CapturedAt).toISOString() : null,
            recorded_at: nowIso(),
            recorded_by: auth.employeeId,
          }),
        );
      } catch (e) {
        // Another correction of the same revision landed first.
        if (isUniqueViolation(e)) throw conflict(await history(lineId));
        throw e;
      }
      return history(lineId);
    },

    async log(auth: AuthContext, workOrderId: number): Promise<ApplicationLog> {
      requireClaim(auth, access.view);
      await reachWorkOrder(db, auth, workOrderId);
      const [site, rows, profile] = await Promise.all([
        repo.site(workOrderId),
        repo.ofWorkOrder(workOrderId),
        lines.profileOfWorkOrder(workOrderId),
      ]);
      const services = rows.length
        ? await db
            .selectFrom('work_order_services as s')
            .innerJoin('services as sv', 'sv.id', 's.service_id')
            .select(['s.id', 'sv.name', 's.completed'])
            .where('s.id', 'in', [...new Set(rows.map((r) => r.work_order_service_id))])
            .execute()
        : [];
      const chemicals = await lines.mapped(rows, profile);
      return {
        WorkOrderId: workOrderId,
        AccountName: site.account_name,
        SiteAddress: addressOf(site),
        State: site.state ?? '',
        Profile: profile,
        Entries: chemicals.map((c) => {
          const s = services.find((x) => x.id === c.WorkOrderServiceId);
          return { ServiceName: s?.name ?? '', ServiceCompleted: !!s?.completed, Chemical: c };
        }),
      };
    },

    async applicators(auth: AuthContext, workOrderId: number): Promise<Applicator[]> {
      requireClaim(auth, access.view);
      const wo = await reachWorkOrder(db, auth, workOrderId);
      const people = await repo.applicators(wo.branch_id);
      const licenses = await repo.licenses(
        people.map((p) => p.id),
        new Date().toISOString().slice(0, 10),
      );
      return people.map((p) => {
        const mine = licenses.filter((l) => l.employee_id === p.id);
        const best = mine.find((l) => l.standard_certification_id === 5) ?? mine[0];
        return { Id: p.id, Name: `${p.first_name} ${p.last_name}`, LicenseNumber: best?.name ?? null };
      });
    },

    async profiles(auth: AuthContext): Promise<StateProfiles> {
      requireClaim(auth, access.profiles);
      return { Profiles: (await repo.profiles()).map(toProfile) };
    },

    async saveProfiles(auth: AuthContext, req: StateProfiles): Promise<StateProfiles> {
      requireClaim(auth, access.saveProfiles);
      const states = req.Profiles.map((p) => p.State);
      if (new Set(states).size !== states.length) throw ruleFailed(M.ProfileStateTwice);
      const known = new Set<string>(APPLICATION_FIELD_KEYS);
      const unknown = req.Profiles.flatMap((p) => p.RequiredFields.filter((f) => !known.has(f)));
      if (unknown.length)
        throw new ValidationError({
          RequiredFields: [`Unknown fields: ${[...new Set(unknown)].join(', ')}`],
        });
      await inTransaction(db, (trx) =>
        workOrderChemicalsRepo(trx).replaceProfiles(
          req.Profiles.map((p) => ({
            state: p.State,
            name: p.Name.trim(),
            required_fields: APPLICATION_FIELD_KEYS.filter((k) => p.RequiredFields.includes(k)).join(','),
          })),
        ),
      );
      return { Profiles: (await repo.profiles()).map(toProfile) };
    },
  };
}
export type ApplicationRecordsService = ReturnType<typeof applicationRecordsService>;

/**
 * Why a work order service cannot be completed yet: each live chemical line whose current record
 * lacks a field the location's state requires, as one message naming the products and fields.
 * Called where a service is marked completed (work-order-services).
 */
export async function chemicalCompletionProblems(db: Db, workOrderServiceId: number): Promise<string[]> {
  const repo = workOrderChemicalsRepo(db);
  const rows = await repo.liveOfService(workOrderServiceId);
  if (!rows.length) return [];
  const site = await repo.site(rows[0]!.work_order_id);
  const profile = site.state ? await repo.profileOf(site.state) : undefined;
  if (!profile) return [];
  const required = toProfile(profile).RequiredFields;
  const records = await repo.recordsOf(rows.map((r) => r.id));
  const short = rows.flatMap((l) => {
    const chain = records.filter((r) => r.work_order_chemical_id === l.id);
    const current = chain.length ? toRecord(chain[chain.length - 1]!) : null;
    const missing = missingFields(current, required);
    return missing.length ? [missingLine(l.chemical_name, missing)] : [];
  });
  return short.length ? [markerMessage(COMPLETION_REFUSED_HEADING, short)] : [];
}
