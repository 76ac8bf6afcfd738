import { formatDate, MaterialTypes, WorkAuthorizationMessages } from '@canopy/shared';
import type { SyncEntity } from '@canopy/sync/protocol';
import type { Review } from '@canopy/sync/store';

type Fields = Record<string, unknown>;

const asFields = (v: unknown): Fields | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Fields) : null;

const text = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';

/** 'Ada Oak' -> 'A. Oak', as the review list names the crew member. */
export function shortName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return parts[0] ?? '';
  return `${parts[0]!.charAt(0)}. ${parts.slice(1).join(' ')}`;
}

const joined = (...parts: string[]) => parts.filter(Boolean).join(' — ');

type Rows = Record<string, unknown>[];
const rows = (v: unknown): Rows => (Array.isArray(v) ? (v as Rows) : []);

/** What a record is, in words: "Daily log 11/21/2026 — A. Oak". */
export function describeRecord(entity: SyncEntity, data: unknown): string {
  const d = asFields(data) ?? {};
  switch (entity) {
    case 'dailyLog':
      return joined(`Daily log ${formatDate(text(d.Date))}`.trim(), shortName(text(d.Name)));
    case 'workOrderImage':
      return joined('Photo', text(d.Caption) || text(d.FileName));
    case 'scoutingReport':
      return joined('Scouting entry', text(asFields(d.ServiceItem)?.Name));
    case 'serviceItem':
      return joined('Inventory item', text(d.Name));
    case 'workOrder':
      return `Work order ${text(d.Id)}`.trim();
    case 'location':
      return joined('Location', text(d.Name) || text(d.Address));
    case 'scheduleDay':
      return joined(`Schedule ${formatDate(text(d.ScheduleDate_))}`.trim(), text(d.BranchName));
    case 'chemicalLine':
      return joined('Chemical', text(d.Chemical));
    case 'applicationRecord':
      return joined('Application record', text(rows(d.Revisions).at(-1)?.ProductName));
    case 'serviceWeather':
      return joined('Weather', text(d.ServiceName));
    case 'workOrderMaterial':
      return joined(
        d.MaterialTypeId === MaterialTypes.Disposal ? 'Disposal' : 'Material',
        text(d.MaterialName),
      );
    case 'workOrderDamage':
      return joined('Damage', text(d.Description));
    case 'workOrderDamageService':
      return joined('Damage service', text(d.DamageDescription));
    case 'equipmentProblem':
      return joined(
        'Equipment problem',
        text(asFields(d.EquipmentResource)?.Name),
        text(asFields(d.EquipmentProblemDescription)?.Name),
      );
    case 'workAuthorization':
      return joined(`Work authorization ${text(d.ProposalNumber)}`.trim(), text(d.AccountName));
  }
}

export const CONFLICT_CHANGED = 'Changed on the server since you edited it';
export const CONFLICT_DELETED = 'Deleted on the server';

/**
 * A customer's signature is bound to the terms they saw: one met by changed terms is never sent again
 * as it is (it would land on terms nobody signed), only set aside for the new ones.
 */
const boundToTerms = (review: Review) =>
  review.Entity === 'workAuthorization' && review.Kind === 'conflict' && review.Theirs !== null;

/** Whether "keep mine" may resubmit the user's change over the server's record. */
export const mayKeepMine = (review: Review): boolean => !boundToTerms(review);

/** Why the record waits: the conflict in words, or the server's own message for a refusal. */
export function reviewReason(review: Review): string {
  if (review.Kind === 'rejected') return review.Message ?? '';
  if (boundToTerms(review)) return WorkAuthorizationMessages.ProposalChanged;
  return review.Theirs === null ? CONFLICT_DELETED : CONFLICT_CHANGED;
}

// Bookkeeping the user did not edit and cannot judge.
const HIDDEN = new Set([
  'Id',
  'Version',
  'CreatedDate',
  'CreatedAt',
  'CreatedBy',
  'Url',
  'ThumbnailUrl',
  'ContentType',
  'Size',
  'PrevailingWageHours',
  'ScheduleCrew',
  'ScheduleCrewId',
  'WorkOrderId',
  'AccountLocationId',
  'ServiceGroups',
  'Latitude',
  'Longitude',
  // A chemical record's bookkeeping on the device: its line, and the revisions not yet confirmed.
  'WorkOrderChemicalId',
  'LineKey',
  'Unsent',
  'Missing',
  // A work authorization's fingerprint and figures the office works out: the lines say what changed.
  'TermsHash',
  'ApprovedSubtotal',
  'PromotionSavings',
  'EstimatedTax',
  'DefaultDeposit',
  'MeetsDownPayment',
  'CanEdit',
  'CanPay',
  'CanConfirmWithoutDownPayment',
  'HasInvoices',
  'EncryptedId',
]);

const LABELS: Record<string, string> = { Name: 'Name', EmployeeId: 'Employee', DailyLogType: 'Log Type' };
const ENTITY_LABELS: Partial<Record<SyncEntity, Record<string, string>>> = { dailyLog: { Name: 'Employee' } };

export function fieldLabel(entity: SyncEntity, field: string): string {
  return ENTITY_LABELS[entity]?.[field] ?? LABELS[field] ?? field.replace(/([a-z])([A-Z])/g, '$1 $2');
}

/** An id shown by its name elsewhere in the record (HourTypeId by HourType, SizeId by SizeName). */
function shownByName(field: string, present: Set<string>): boolean {
  if (!field.endsWith('Id')) return false;
  const stem = field.slice(0, -2);
  return present.has(stem) || present.has(`${stem}Name`) || (field === 'EmployeeId' && present.has('Name'));
}

export function displayValue(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (typeof v === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(v) ? formatDate(v) : v;
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return v.length ? v.map(displayValue).join(', ') : '—';
  const named = asFields(v);
  if (named && typeof named.Name === 'string') return named.Name;
  return JSON.stringify(v);
}

const nameOf = (v: unknown) => text(asFields(v)?.Name);

/** A schedule day's lists, in words: the route with its clock-outs, the crew, the equipment. */
const SCHEDULE_DAY: Record<string, (v: unknown) => string> = {
  WorkOrders: (v) =>
    rows(v)
      .map((w) => `${text(w.WorkOrderId)}${w.ClockedOutDate ? ' (clocked out)' : ''}`)
      .join(', ') || '—',
  ScheduleCrews: (v) =>
    rows(v)
      .map((c) => nameOf(c.Employee))
      .join(', ') || '—',
  ScheduleEquipments: (v) =>
    rows(v)
      .map((e) => joined(nameOf(e.Equipment), text(asFields(e.EquipmentResource)?.AssetNumber)))
      .join(', ') || '—',
};
/** A record's revisions, in words: the current one's target pest and when it was applied. */
const APPLICATION_RECORD: Record<string, (v: unknown) => string> = {
  Revisions: (v) => {
    const all = rows(v);
    const last = all.at(-1);
    if (!last) return '—';
    const applied = text(last.AppliedAt) ? new Date(text(last.AppliedAt)).toLocaleString() : '';
    return joined(`${all.length} revision${all.length === 1 ? '' : 's'}`, text(last.TargetPest), applied);
  },
};
/** A work authorization's lines, in words: each service and material with its price. */
const WORK_AUTHORIZATION: Record<string, (v: unknown) => string> = {
  ProposalGroups: (v) =>
    rows(v)
      .flatMap((g) => rows(g.ProposalOptionGroups).flatMap((og) => rows(og.ProposalOptions)))
      .flatMap((o) => [
        ...rows(o.ProposalItemServices).map((s) =>
          joined(text(s.ServiceName), text(s.Description), `$${text(s.Cost)}`),
        ),
        ...rows(o.ProposalItemMaterials).map((m) => joined(text(m.MaterialName), `$${text(m.Cost)}`)),
      ])
      .join('; ') || '—',
};
const FORMATS: Partial<Record<SyncEntity, Record<string, (v: unknown) => string>>> = {
  scheduleDay: SCHEDULE_DAY,
  workAuthorization: WORK_AUTHORIZATION,
  applicationRecord: APPLICATION_RECORD,
};

const shown = (entity: SyncEntity, field: string, v: unknown) =>
  (FORMATS[entity]?.[field] ?? displayValue)(v);

export interface FieldRow {
  field: string;
  label: string;
  mine: string;
  theirs: string;
}

/**
 * The fields to set side by side: those that differ when both sides exist; every field of the
 * side that exists when the other was deleted.
 */
export function differingFields(entity: SyncEntity, mine: unknown, theirs: unknown): FieldRow[] {
  const a = asFields(mine);
  const b = asFields(theirs);
  const present = new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})]);
  const rows: FieldRow[] = [];
  for (const field of present) {
    if (HIDDEN.has(field) || shownByName(field, present)) continue;
    const mineShown = a ? shown(entity, field, a[field]) : '—';
    const theirsShown = b ? shown(entity, field, b[field]) : '—';
    if (a && b && JSON.stringify(a[field] ?? null) === JSON.stringify(b[field] ?? null)) continue;
    if (mineShown === '—' && theirsShown === '—') continue;
    rows.push({ field, label: fieldLabel(entity, field), mine: mineShown, theirs: theirsShown });
  }
  return rows;
}
