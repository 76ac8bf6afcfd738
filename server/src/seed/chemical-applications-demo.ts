import { randomUUID } from 'node:crypto';
import { APPLICATION_FIELD_KEYS, ServiceGroups, WorkOrderStatuses } from '@canopy/shared';
import type { Db } from '../platform/db';

// Chemical applications of the demo company: the state profiles (Illinois, where the demo branches
// work, asks for every field; Wisconsin for the applicator, product and time), the pesticide licenses
// of the people who apply, and a line with its application record on each Plant Health Care service
// already under way or done. One record carries a correction, so its history shows two revisions.

const LICENSES: [employeeId: number, number: string][] = [
  [5, 'IL-CA-0051234'],
  [6, 'IL-CA-0066120'],
  [7, 'IL-CA-0070452'],
  [9, 'IL-CA-0093318'],
  [11, 'IL-CA-0117789'],
];
const LEADS: Record<number, number> = { 1: 5, 2: 9, 3: 11 };
const TARGETS: Record<string, string> = {
  'Arbor-Mectin': 'Emerald ash borer',
  Propiconazole: 'Apple scab',
  Myclobutanil: 'Apple scab',
  Horticultural: 'Scale and mite eggs',
};

export async function seedChemicalApplicationsDemo(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('application_state_profiles')
      .values([
        { state: 'IL', name: 'Illinois', required_fields: APPLICATION_FIELD_KEYS.join(',') },
        { state: 'WI', name: 'Wisconsin', required_fields: 'Applicator,LicenseNumber,EpaNumber,AppliedAt' },
      ])
      .execute();
    await trx
      .insertInto('employee_certifications')
      .values(
        LICENSES.map(([employee_id, name]) => ({
          employee_id,
          name,
          certification_type_id: 1,
          standard_certification_id: 5,
          status_id: 1,
          date_achieved: '2024-03-01',
          date_expires: '2028-12-31',
        })),
      )
      .execute();
    const names = new Map(LICENSES);
    const people = new Map(
      (await trx.selectFrom('employees').select(['id', 'first_name', 'last_name']).execute()).map((e) => [
        e.id,
        `${e.first_name} ${e.last_name}`,
      ]),
    );
    const services = await trx
      .selectFrom('work_order_services as s')
      .innerJoin('work_orders as w', 'w.id', 's.work_order_id')
      .innerJoin('account_locations as l', 'l.id', 'w.account_location_id')
      .select(['s.id', 's.service_id', 's.date_completed', 'w.branch_id', 'w.status_id', 'w.created_at'])
      .select(['l.address', 'l.city', 'l.state', 'l.zip'])
      .where('w.service_group_id', '=', ServiceGroups.PlantHealthCare)
      .where('w.status_id', 'in', [WorkOrderStatuses.InProgress, WorkOrderStatuses.Completed])
      .orderBy('s.id')
      .execute();
    const chemicals = await trx
      .selectFrom('service_chemicals as sc')
      .innerJoin('chemicals as c', 'c.id', 'sc.chemical_id')
      .select(['sc.service_id', 'c.id', 'c.name', 'c.epa_number', 'c.mix_rate', 'c.carrier_id', 'c.unit_id'])
      .orderBy('sc.sort_order')
      .execute();
    const firstId = async (table: 'chemical_carriers' | 'chemical_units') =>
      (await trx.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const [carrier, unit] = [await firstId('chemical_carriers'), await firstId('chemical_units')];
    let corrected = false;
    for (const [n, s] of services.entries()) {
      const chemical = chemicals.find((c) => c.service_id === s.service_id);
      if (!chemical) continue;
      const gallons = 2500 + (n % 4) * 1250;
      const line = await trx
        .insertInto('work_order_service_chemicals')
        .values({
          work_order_service_id: s.id,
          chemical_id: chemical.id,
          carrier_id: chemical.carrier_id ?? carrier,
          unit_id: chemical.unit_id ?? unit,
          actual_gallons_hundredths: gallons,
          mix_rate_hundredths: chemical.mix_rate == null ? null : Math.round(chemical.mix_rate * 100),
          created_at: new Date(s.created_at as string).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const applicator = LEADS[s.branch_id]!;
      const appliedAt = s.date_completed
        ? new Date(new Date(s.date_completed as string).getTime() - 5 * 3_600_000).toISOString()
        : new Date(new Date().setUTCHours(15, 30, 0, 0)).toISOString();
      const first = {
        id: randomUUID(),
        work_order_chemical_id: line.id,
        revision: 1,
        replaces_id: null,
        applicator_id: applicator,
        applicator_name: people.get(applicator) ?? null,
        license_number: names.get(applicator) ?? null,
        chemical_id: chemical.id,
        product_name: chemical.name,
        epa_number: chemical.epa_number,
        target_pest:
          Object.entries(TARGETS).find(([k]) => chemical.name.startsWith(k))?.[1] ?? 'Foliar disease',
        rate: chemical.mix_rate == null ? null : `${chemical.mix_rate} per label`,
        total_amount_hundredths: gallons,
        amount_unit: 'gal',
        area_treated: null,
        trees_treated: 2 + (n % 3),
        site_address: `${s.address}, ${s.city}, ${s.state} ${s.zip}`,
        applied_at: appliedAt,
        wind_speed_tenths: 40 + (n % 5) * 10,
        wind_direction: ['NW', 'W', 'SW', 'N'][n % 4]!,
        temperature_tenths: 620 + (n % 6) * 15,
        re_entry_notes: 'Keep people and pets off treated areas until the spray has dried.',
        correction_reason: null,
        captured_at: null,
        recorded_at: appliedAt,
        recorded_by: applicator,
      };
      await trx.insertInto('chemical_application_records').values(first).execute();
      if (!corrected && s.status_id === WorkOrderStatuses.Completed) {
        corrected = true;
        await trx
          .insertInto('chemical_application_records')
          .values({
            ...first,
            id: randomUUID(),
            revision: 2,
            replaces_id: first.id,
            wind_speed_tenths: first.wind_speed_tenths + 20,
            correction_reason: 'Wind read from the handheld meter, not the forecast.',
            recorded_at: new Date(Date.parse(appliedAt) + 3_600_000).toISOString(),
          })
          .execute();
      }
    }
  });
}
