import {
  Messages,
  RECURRENCE_MAX_LIMIT,
  SettingKeys,
  type CompanySetting,
  type RecurrenceMax,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import { notFound, ValidationError } from '../../platform/errors';
import { servicesRepo } from './services.repo';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { serviceAccess as access } from './services.access';

const toSetting = (r: { id: number; name: string; value: string }): CompanySetting => ({
  Id: r.id,
  Name: r.name,
  Value: r.value,
});

const recurrenceFailed = (detail: string) =>
  new ValidationError({ RecurrenceMax: [detail] }, Messages.MaxRecurrenceUpdateFailed);

/** Company settings by key (SettingKeys). The services module owns RecurrenceMax. */
export function companySettings(db: Db) {
  const one = (id: number) =>
    db.selectFrom('company_settings').selectAll().where('id', '=', id).executeTakeFirst();

  async function recurrenceMax(): Promise<number> {
    const row = await one(SettingKeys.RecurrenceMax);
    const n = Number(row?.value);
    return Number.isInteger(n) && n >= 1 ? n : 1;
  }

  return {
    recurrenceMax,

    async list(): Promise<CompanySetting[]> {
      const rows = await db.selectFrom('company_settings').selectAll().orderBy('id').execute();
      return rows.map(toSetting);
    },

    async get(id: number): Promise<CompanySetting> {
      const row = await one(id);
      if (!row) throw notFound();
      return toSetting(row);
    },

    async getRecurrence(): Promise<RecurrenceMax> {
      return { RecurrenceMax: await recurrenceMax() };
    },

    /** Refused below the recurrence a service already uses: its form could no longer show it. */
    async saveRecurrence(auth: AuthContext, req: RecurrenceMax): Promise<RecurrenceMax> {
      requireClaim(auth, access.settingsScreen);
      const years = req.RecurrenceMax;
      if (!Number.isInteger(years) || years < 1 || years > RECURRENCE_MAX_LIMIT)
        throw recurrenceFailed(`Max recurrence must be between 1 and ${RECURRENCE_MAX_LIMIT} years.`);
      const used = await servicesRepo(db).highestRecurrence();
      if (years < used)
        throw recurrenceFailed(`A service recurs every ${used} years; the maximum cannot be lower.`);
      await db
        .insertInto('company_settings')
        .values({ id: SettingKeys.RecurrenceMax, name: 'RecurrenceMax', value: String(years) })
        .onConflict((oc) => oc.column('id').doUpdateSet({ value: String(years) }))
        .execute();
      return { RecurrenceMax: years };
    },
  };
}
export type CompanySettings = ReturnType<typeof companySettings>;
