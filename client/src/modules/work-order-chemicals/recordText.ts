import { fieldLabel, formatDate, type ApplicationFieldKey, type ApplicationRecord } from '@canopy/shared';

/** A date as M/d/yyyy (spec §9) with the local time. */
export const formatDateTime = (iso: string) =>
  `${formatDate(new Date(iso))} ${new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;

/** The record's parts as label and text, in the order an inspector reads them. */
export function recordLines(r: ApplicationRecord): [string, string][] {
  const wind = [r.WindSpeedMph === null ? null : `${r.WindSpeedMph} mph`, r.WindDirection]
    .filter(Boolean)
    .join(' ');
  const amount = r.TotalAmount === null ? '' : [r.TotalAmount, r.AmountUnit].filter(Boolean).join(' ');
  const area = [r.AreaTreated, r.TreesTreated === null ? null : `${r.TreesTreated} trees`]
    .filter(Boolean)
    .join(', ');
  return [
    [
      'Applicator',
      [r.ApplicatorName, r.LicenseNumber && `License ${r.LicenseNumber}`].filter(Boolean).join(' · '),
    ],
    ['Product', [r.ProductName, r.EpaNumber && `EPA Reg. No. ${r.EpaNumber}`].filter(Boolean).join(' · ')],
    ['Applied', r.AppliedAt ? formatDateTime(r.AppliedAt) : ''],
    ['Target pest', r.TargetPest ?? ''],
    ['Rate', r.Rate ?? ''],
    ['Total amount', amount],
    ['Area or trees', area],
    ['Site', r.SiteAddress ?? ''],
    ['Wind', wind],
    ['Temperature', r.TemperatureF === null ? '' : `${r.TemperatureF} °F`],
    ['Re-entry', r.ReEntryNotes ?? ''],
  ];
}

export const missingText = (keys: readonly string[]) =>
  keys.map((k) => fieldLabel(k as ApplicationFieldKey)).join(', ');
