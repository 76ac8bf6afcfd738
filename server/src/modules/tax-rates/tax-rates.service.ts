import {
  DATE_MESSAGE,
  F,
  fromScaled,
  has,
  parseDate,
  R,
  RATE_MESSAGE,
  readTaxRateCsv,
  TAX_RATE_DECIMALS,
  TAX_RATE_PAGE_SIZE,
  taxRateE4,
  taxRateZip,
  todayIsoDate,
  ZIP_MESSAGE,
  type SaveTaxRate,
  type TaxRate,
  type TaxRateForAddress,
  type TaxRateImportResult,
  type TaxRateSearch,
} from '@canopy/shared';
import { requireClaim, type AuthContext } from '../../platform/auth/context';
import { isUniqueViolation, type Db } from '../../platform/db';
import { notFound, ValidationError, formErrors } from '../../platform/errors';
import type { Upload } from '../../platform/files/files';
import { sniff } from '../../platform/files/sniff';
import { pageOf } from '../../platform/lists';
import { taxRatesRepo, type TaxRateValues } from './tax-rates.repo';
import { taxRateAccess as access } from './tax-rates.access';

const TAKEN = 'A tax rate for this zip code and effective date already exists.';
/** A bad file reports at most this many lines: enough to fix, short enough to read. */
const MAX_REPORTED_LINES = 50;
const CHUNK = 500;

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof taxRatesRepo>['byId']>>>;
const toTaxRate = (r: Row): TaxRate => ({
  Id: r.id,
  ZipCode: r.zip_code,
  TaxRate_: fromScaled(r.rate_e4, TAX_RATE_DECIMALS),
  Archived: r.archived === 1,
  EffectiveDate: r.effective_date,
});

/** The zips a rate may be recorded under for an address zip: its ZIP+4 (if any), then its 5 digits. */
function zipCandidates(zip: string): string[] {
  const digits = zip.replace(/\D/g, '');
  if (digits.length < 5) return [];
  const full = taxRateZip(zip);
  const five = digits.slice(0, 5);
  return full && full !== five ? [full, five] : [five];
}

/**
 * The tax rate in effect on a date for an address's zip, or null: a rate kept for the exact ZIP+4
 * wins over one for the 5-digit zip; among those, the latest effective date on or before the day.
 * Archived rates never apply. Work authorizations and invoices call this.
 */
export async function taxRateForZip(
  db: Db,
  zip: string | null | undefined,
  onDate: string = todayIsoDate(),
): Promise<TaxRate | null> {
  const zips = zipCandidates(String(zip ?? '').trim());
  if (!zips.length) return null;
  const r = await taxRatesRepo(db).inEffect(zips, onDate);
  return r ? toTaxRate(r) : null;
}

export function taxRatesService(db: Db) {
  const repo = taxRatesRepo(db);

  function checked(req: SaveTaxRate): TaxRateValues {
    const form = formErrors();
    const zip = taxRateZip(req.ZipCode);
    if (!zip) form.add('ZipCode', ZIP_MESSAGE);
    const rate = taxRateE4(req.TaxRate_);
    if (rate === null) form.add('TaxRate_', RATE_MESSAGE);
    const date = parseDate(req.EffectiveDate);
    if (!date) form.add('EffectiveDate', DATE_MESSAGE);
    form.check();
    return { zip_code: zip!, rate_e4: rate!, effective_date: date!, archived: req.Archived ? 1 : 0 };
  }

  async function writing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (e) {
      if (isUniqueViolation(e)) throw new ValidationError({ EffectiveDate: [TAKEN] });
      throw e;
    }
  }

  return {
    taxRateForZip: (zip: string | null | undefined, onDate?: string) => taxRateForZip(db, zip, onDate),

    async search(auth: AuthContext, req: TaxRateSearch): Promise<{ rows: TaxRate[]; total: number }> {
      requireClaim(auth, access.view);
      const { rows, total } = await repo.search(
        pageOf(req, TAX_RATE_PAGE_SIZE),
        req.IncludeArchived !== false,
      );
      return { rows: rows.map(toTaxRate), total };
    },

    /** Id 0 adds; otherwise saves the rate (Archived left out keeps it as stored). */
    async save(auth: AuthContext, req: SaveTaxRate): Promise<TaxRate> {
      requireClaim(auth, access.edit);
      const stored = req.Id ? await repo.byId(req.Id) : undefined;
      if (req.Id && !stored) throw notFound();
      const values = checked({ ...req, Archived: req.Archived ?? stored?.archived === 1 });
      if (await repo.taken(values.zip_code, values.effective_date, req.Id))
        throw new ValidationError({ EffectiveDate: [TAKEN] });
      const id = await writing(async () => {
        if (stored) {
          await repo.update(stored.id, values);
          return stored.id;
        }
        return repo.add(values);
      });
      return toTaxRate((await repo.byId(id))!);
    },

    async remove(auth: AuthContext, id: number): Promise<void> {
      requireClaim(auth, access.edit);
      const r = await repo.remove(id);
      if (Number(r.numDeletedRows) === 0) throw notFound();
    },

    /**
     * Imports a csv of ZipCode,TaxRate,EffectiveDate: all lines or none. A rate for a zip and date
     * already stored is updated; the rest are added. Any bad line refuses the whole file, naming
     * each bad line.
     */
    async import(auth: AuthContext, uploads: Upload[]): Promise<TaxRateImportResult> {
      requireClaim(auth, access.edit);
      const fail = (messages: string[]) => new ValidationError({ File: messages });
      if (uploads.length !== 1) throw fail(['Please choose one csv file.']);
      const file = uploads[0]!;
      if (!/\.csv$/i.test(file.filename) || (file.buffer.length > 0 && sniff(file.buffer) !== 'text'))
        throw fail([`"${file.filename}" is not a csv file. Only .csv files can be imported.`]);
      const { rows, errors } = readTaxRateCsv(file.buffer.toString('utf8'));
      if (errors.length) {
        const shown = errors.slice(0, MAX_REPORTED_LINES);
        if (errors.length > shown.length) shown.push(`… and ${errors.length - shown.length} more lines.`);
        throw new ValidationError({ Service: shown });
      }
      return db.transaction().execute(async (trx) => {
        const r = taxRatesRepo(trx);
        const zips = [...new Set(rows.map((x) => x.zipCode))];
        const stored = new Map<string, number>();
        for (let i = 0; i < zips.length; i += CHUNK)
          for (const s of await r.existing(zips.slice(i, i + CHUNK)))
            stored.set(`${s.zip_code} ${s.effective_date}`, s.id);
        const added: TaxRateValues[] = [];
        let updated = 0;
        for (const x of rows) {
          const id = stored.get(`${x.zipCode} ${x.effectiveDate}`);
          if (id === undefined)
            added.push({
              zip_code: x.zipCode,
              rate_e4: x.rateE4,
              effective_date: x.effectiveDate,
              archived: 0,
            });
          else {
            await r.update(id, { rate_e4: x.rateE4 });
            updated++;
          }
        }
        for (let i = 0; i < added.length; i += CHUNK) await r.insert(added.slice(i, i + CHUNK));
        return { Imported: rows.length, Added: added.length, Updated: updated };
      });
    },

    /**
     * The rate in effect today for an account location's zip. Callers with Account Branch alone
     * reach only the locations of their branches.
     */
    async forAddress(auth: AuthContext, locationId: number): Promise<TaxRateForAddress> {
      requireClaim(auth, access.view);
      const loc = await repo.location(locationId);
      const all = has(auth.claims, 'TaxRates', R | F) || has(auth.claims, 'Account', R | F);
      if (!loc || (!all && !auth.branchIds.includes(loc.branch_id))) throw notFound();
      return { AccountLocationId: loc.id, ZipCode: loc.zip, TaxRate: await taxRateForZip(db, loc.zip) };
    },
  };
}
export type TaxRatesService = ReturnType<typeof taxRatesService>;
