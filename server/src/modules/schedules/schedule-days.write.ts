import {
  JobTitles,
  listDates,
  listedDate,
  parseDate,
  parseTime,
  ruleDays,
  ScheduleDateMessages as D,
  scheduleDateRuleMessages,
  type ScheduleDateIn,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { scheduleDaysRepo } from './schedule-days.repo';
import { branchLoans } from './schedule-loans';
import { scheduleEditRepo, type ScheduleEditRepo } from './schedule-edit.repo';

type Saved = Awaited<ReturnType<ScheduleEditRepo['saved']>>;

/** A day as the save writes it: the live rows only, dates and times read into wire form. */
export interface DayToSave {
  id?: number;
  date: string;
  start: string;
  end: string;
  crews: { id?: number; employeeId: number | null; jobTitleId: number | null; isForeman: boolean }[];
  equipment: { id?: number; resourceId: number | null }[];
}

const JOB_TITLE_IDS = new Set<number>(Object.values(JobTitles));
const live = <T extends { Active?: boolean }>(rows: T[] | undefined) =>
  (rows ?? []).filter((r) => r.Active !== false);

export function normalizeDays(input: ScheduleDateIn[]): DayToSave[] {
  return live(input).map((d) => ({
    id: d.Id || undefined,
    date: parseDate(d.ScheduleDate_) ?? d.ScheduleDate_.trim(),
    start: parseTime(d.StartTime) ?? d.StartTime,
    end: parseTime(d.EndTime) ?? d.EndTime,
    crews: live(d.ScheduleCrews).map((c) => ({
      id: c.Id || undefined,
      employeeId: c.Employee?.Id ?? null,
      jobTitleId: c.JobTitle?.Id ?? null,
      isForeman: !!c.IsForeman,
    })),
    equipment: live(d.ScheduleEquipments).map((e) => ({
      id: e.Id || undefined,
      resourceId: e.EquipmentResource?.Id ?? null,
    })),
  }));
}

/** Every saved row the days name must be a live row of this schedule, on that day: else 404. */
function checkIds(days: DayToSave[], saved: Saved | null) {
  const dayIds = new Set(saved?.days.map((d) => d.id));
  const crewDay = new Map(saved?.crews.map((c) => [c.id, c.schedule_date_id]));
  const equipmentDay = new Map(saved?.equipment.map((e) => [e.id, e.schedule_date_id]));
  const seen = new Set<string>();
  const once = (key: string) => {
    if (seen.has(key)) throw notFound();
    seen.add(key);
  };
  for (const d of days) {
    if (d.id === undefined) {
      if (d.crews.some((c) => c.id) || d.equipment.some((e) => e.id)) throw notFound();
      continue;
    }
    once(`d${d.id}`);
    if (!dayIds.has(d.id)) throw notFound();
    for (const c of d.crews) if (c.id && (once(`c${c.id}`), crewDay.get(c.id) !== d.id)) throw notFound();
    for (const e of d.equipment)
      if (e.id && (once(`e${e.id}`), equipmentDay.get(e.id) !== d.id)) throw notFound();
  }
}

/**
 * What is wrong with these days, one message per rule with the dates it fails on: the shared date
 * rules, job titles, people and assets outside the branch or lent out that day, and bookings on other
 * live schedules.
 * Unknown row ids throw 404 instead.
 */
export async function checkDays(
  db: Db,
  at: { scheduleId: number | null; branchId: number; days: DayToSave[]; saved: Saved | null },
): Promise<string[]> {
  const { days, saved } = at;
  checkIds(days, saved);
  const problems = scheduleDateRuleMessages(ruleDays(days));
  const crews = days.flatMap((d) => d.crews.map((c) => ({ ...c, date: d.date })));
  const equipment = days.flatMap((d) => d.equipment.map((e) => ({ ...e, date: d.date })));
  const badTitles = crews.filter((c) => c.jobTitleId && !JOB_TITLE_IDS.has(c.jobTitleId));
  if (badTitles.length) problems.push(D.jobTitleNotValid(listDates(badTitles.map((c) => c.date))));

  // Rows kept as they were need not be offered any more (someone left the branch); new picks must be,
  // by the branch or, on that day, by a confirmed transfer lending them in.
  const savedEmployee = new Map(saved?.crews.map((c) => [c.id, c.employee_id]));
  const savedAsset = new Map(saved?.equipment.map((e) => [e.id, e.equipment_resource_id]));
  const repo = scheduleEditRepo(db);
  const dates = [...new Set(days.map((d) => d.date))].filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d));
  const [{ people }, assets, loans] = await Promise.all([
    repo.crewChoices(at.branchId),
    repo.equipmentChoices(at.branchId),
    branchLoans(db, at.branchId, dates),
  ]);
  const offeredPeople = new Set(people.map((p) => p.id));
  const offeredAssets = new Set(assets.map((a) => a.id));
  const personOffered = (c: { date: string; employeeId: number | null }) =>
    offeredPeople.has(c.employeeId!) || !!loans.crewIn.get(c.date)?.has(c.employeeId!);
  const assetOffered = (e: { date: string; resourceId: number | null }) =>
    offeredAssets.has(e.resourceId!) || !!loans.equipmentIn.get(e.date)?.has(e.resourceId!);
  const outside = [
    ...new Set([
      ...crews
        .filter((c) => c.employeeId && savedEmployee.get(c.id ?? 0) !== c.employeeId)
        .filter((c) => !personOffered(c))
        .map((c) => `employee ${c.employeeId}`),
      ...equipment
        .filter((e) => e.resourceId && savedAsset.get(e.id ?? 0) !== e.resourceId)
        .filter((e) => !assetOffered(e))
        .map((e) => `asset ${e.resourceId}`),
    ]),
  ];
  if (outside.length) problems.push(D.notInBranch(outside.join(', ')));

  // The branch's own people and assets are not its to book on a day it has lent them out.
  const nameOf = new Map(people.map((p) => [p.id, `${p.first_name} ${p.last_name}`]));
  const numberOf = new Map(assets.map((a) => [a.id, a.asset_number]));
  const away = [
    ...new Set([
      ...crews
        .filter((c) => c.employeeId && personOffered(c) && loans.crewOut.get(c.date)?.has(c.employeeId))
        .map((c) => `${nameOf.get(c.employeeId!) ?? `employee ${c.employeeId}`} (${listedDate(c.date)})`),
      ...equipment
        .filter((e) => e.resourceId && assetOffered(e) && loans.equipmentOut.get(e.date)?.has(e.resourceId))
        .map((e) => `${numberOf.get(e.resourceId!) ?? `asset ${e.resourceId}`} (${listedDate(e.date)})`),
    ]),
  ];
  if (away.length) problems.push(D.lentOut(away.join(', ')));

  const booked = await repo.booked(dates, at.scheduleId);
  const who = new Set<string>();
  for (const b of booked.crews)
    if (crews.some((c) => c.date === b.schedule_date && c.employeeId === b.employee_id))
      who.add(`${b.first_name} ${b.last_name} (${listedDate(b.schedule_date)})`);
  const what = new Set<string>();
  for (const b of booked.equipment)
    if (equipment.some((e) => e.date === b.schedule_date && e.resourceId === b.equipment_resource_id))
      what.add(`${b.asset_number} (${listedDate(b.schedule_date)})`);
  if (who.size) problems.push(D.crewBooked([...who].sort().join(', ')));
  if (what.size) problems.push(D.equipmentBooked([...what].sort().join(', ')));
  return problems;
}

/** Writes checked days: removes what was left out, updates what was kept, adds what is new. */
export async function writeDays(db: Db, scheduleId: number, days: DayToSave[], saved: Saved | null) {
  const repo = scheduleDaysRepo(db);
  const keptDays = new Set(days.map((d) => d.id));
  await repo.removeDays((saved?.days ?? []).filter((d) => !keptDays.has(d.id)).map((d) => d.id));
  const rates = await scheduleEditRepo(db).ratesOf([
    ...new Set(days.flatMap((d) => d.equipment.map((e) => e.resourceId!))),
  ]);
  const savedAsset = new Map(saved?.equipment.map((e) => [e.id, e.equipment_resource_id]));
  for (const d of days) {
    const v = { schedule_date: d.date, start_time: d.start, end_time: d.end };
    let dayId = d.id;
    if (dayId) await repo.updateDay(dayId, v);
    else dayId = await repo.insertDay({ schedule_id: scheduleId, ...v });
    const keptCrew = new Set(d.crews.map((c) => c.id));
    const keptEquipment = new Set(d.equipment.map((e) => e.id));
    await repo.removeCrew(
      (saved?.crews ?? [])
        .filter((c) => c.schedule_date_id === dayId && !keptCrew.has(c.id))
        .map((c) => c.id),
    );
    await repo.removeEquipment(
      (saved?.equipment ?? [])
        .filter((e) => e.schedule_date_id === dayId && !keptEquipment.has(e.id))
        .map((e) => e.id),
    );
    for (const c of d.crews) {
      const row = {
        employee_id: c.employeeId!,
        job_title_id: c.jobTitleId!,
        is_foreman: c.isForeman ? 1 : 0,
      };
      if (c.id) await repo.updateCrew(c.id, row);
      else await repo.insertCrew({ schedule_date_id: dayId, ...row });
    }
    for (const e of d.equipment) {
      // The rate is taken when the asset is chosen; a kept asset keeps the rate it was booked at.
      const row = { equipment_resource_id: e.resourceId!, daily_rate_cents: rates.get(e.resourceId!) ?? 0 };
      if (!e.id) await repo.insertEquipment({ schedule_date_id: dayId, ...row });
      else if (savedAsset.get(e.id) !== e.resourceId) await repo.updateEquipment(e.id, row);
    }
  }
}
