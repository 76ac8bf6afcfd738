import {
  ContactStatuses,
  type ScoutingEntry,
  type ScoutingFinding,
  type ScoutingOtherItem,
} from '@canopy/shared';
import type { Db } from '../../platform/db';
import type { StoredWorkOrder } from '../work-orders/work-orders.access';

/**
 * Who receives the location's scouting report: the location's primary contact, else the account's
 * billing contact, else the account's primary contact — the first active one with an e-mail.
 */
export async function reportRecipient(db: Db, wo: StoredWorkOrder) {
  const account = await db
    .selectFrom('accounts')
    .select(['name', 'do_not_email'])
    .where('id', '=', wo.account_id)
    .executeTakeFirstOrThrow();
  const contacts = db
    .selectFrom('contacts as c')
    .select(['c.email', 'c.first_name', 'c.last_name'])
    .where('c.status_id', '=', ContactStatuses.Active)
    .where('c.email', 'is not', null)
    .where('c.email', '<>', '');
  const atLocation = wo.account_location_id
    ? await contacts
        .innerJoin('account_location_contacts as lc', 'lc.contact_id', 'c.id')
        .where('lc.location_id', '=', wo.account_location_id)
        .where('lc.is_primary', '=', 1)
        .executeTakeFirst()
    : undefined;
  const ofAccount = contacts.where('c.account_id', '=', wo.account_id).orderBy('c.id');
  const contact =
    atLocation ??
    (await ofAccount.where('c.receives_billing', '=', 1).executeTakeFirst()) ??
    (await ofAccount.where('c.is_primary', '=', 1).executeTakeFirst());
  return { account, contact };
}

export async function locationAddress(db: Db, wo: StoredWorkOrder): Promise<string> {
  if (!wo.account_location_id) return '';
  const l = await db
    .selectFrom('account_locations')
    .select(['address', 'city', 'state', 'zip'])
    .where('id', '=', wo.account_location_id)
    .executeTakeFirstOrThrow();
  return `${l.address}, ${l.city}, ${l.state} ${l.zip}`;
}

const named = (f: ScoutingFinding | ScoutingOtherItem, short: boolean) =>
  !short && f.ScientificName ? `${f.Name} (${f.ScientificName})` : f.Name;

export const NOTHING_FOUND = 'Nothing of concern found.';

/** What an entry found, one line per kind ("Insects: Emerald Ash Borer (Agrilus planipennis)"). */
export function entryFindings(e: ScoutingEntry, short: boolean): string[] {
  const groups: [string, (ScoutingFinding | ScoutingOtherItem)[]][] = [
    ['Insects', [...e.Insects, ...e.OtherInsects]],
    ['Diseases', [...e.Diseases, ...e.OtherDiseases]],
    ['Ecological problems', [...e.EcologicalProblems, ...e.OtherEcologicalProblems]],
    ['Weed types', [...e.WeedTypes, ...e.OtherWeedTypes]],
  ];
  return groups
    .filter(([, list]) => list.length)
    .map(([label, list]) => `${label}: ${list.map((f) => named(f, short)).join(', ')}`);
}

/** An entry's inventory item as the report heads it: name, then size and place. */
export function entryHeading(e: ScoutingEntry, short: boolean): string {
  const item = e.ServiceItem;
  const where = [item.SizeName, item.LocationName].filter(Boolean).join(', ');
  return `${named(item, short)}${where ? ` — ${where}` : ''}`;
}

/**
 * The plain-text scouting report: per inventory item what was found, then the report's notes. The
 * short version leaves out scientific names and notes.
 */
export function scoutingReportText(
  r: {
    workOrderId: number;
    address: string;
    greeting: string;
    notes: string | null;
    entries: ScoutingEntry[];
  },
  short: boolean,
): string {
  const lines = [
    `${r.greeting},`,
    '',
    `Here is the scouting report of our visit to ${r.address || 'your property'} (work order ${r.workOrderId}).`,
  ];
  for (const e of r.entries) {
    lines.push('', entryHeading(e, short));
    const found = entryFindings(e, short);
    if (!found.length) lines.push(`  ${NOTHING_FOUND}`);
    for (const line of found) lines.push(`  ${line}`);
    if (!short && e.Notes) lines.push(`  Notes: ${e.Notes}`);
  }
  if (!short && r.notes) lines.push('', `Notes: ${r.notes}`);
  return lines.join('\n');
}
