import {
  CertificationStatusList,
  CertificationTypeList,
  StandardCertificationList,
  type Employee,
  type IsoDate,
} from '@canopy/shared';

export type CertificationRow = Employee['Certifications'][number];

export type CertificationValues = {
  Id: number | null;
  CertificationTypeId: string | null;
  StatusId: string | null;
  StandardCertificationId: string | null;
  Name: string;
  Credits: number | null;
  Notes: string;
  DateAchieved: IsoDate | null;
  DateExpires: IsoDate | null;
};

const options = (list: { Id: number; Name: string }[]) =>
  list.map((x) => ({ value: String(x.Id), label: x.Name }));
export const TYPE_OPTIONS = options(CertificationTypeList);
export const STATUS_OPTIONS = options(CertificationStatusList);
export const STANDARD_OPTIONS = options(StandardCertificationList);

export const nameIn = (list: { Id: number; Name: string }[], id: number | null | undefined) =>
  list.find((x) => x.Id === id)?.Name ?? '';

export const NEW_CERTIFICATION: CertificationValues = {
  Id: null,
  CertificationTypeId: null,
  StatusId: '1',
  StandardCertificationId: null,
  Name: '',
  Credits: null,
  Notes: '',
  DateAchieved: null,
  DateExpires: null,
};

export const toCertificationValues = (c: CertificationRow): CertificationValues => ({
  Id: c.Id,
  CertificationTypeId: String(c.CertificationTypeId),
  StatusId: String(c.StatusId),
  StandardCertificationId: c.StandardCertificationId == null ? null : String(c.StandardCertificationId),
  Name: c.Name,
  Credits: c.Credits,
  Notes: c.Notes ?? '',
  DateAchieved: c.DateAchieved ?? null,
  DateExpires: c.DateExpires ?? null,
});

/** The spec keeps credits whole, floored; the server floors too, this keeps what is sent honest. */
export const certificationBody = (v: CertificationValues) => ({
  ...(v.Id ? { Id: v.Id } : {}),
  CertificationTypeId: Number(v.CertificationTypeId),
  StatusId: v.StatusId ? Number(v.StatusId) : undefined,
  StandardCertificationId: v.StandardCertificationId ? Number(v.StandardCertificationId) : null,
  Name: v.Name.trim(),
  Credits: Math.floor(v.Credits ?? 0),
  Notes: v.Notes.trim() || null,
  DateAchieved: v.DateAchieved,
  DateExpires: v.DateExpires,
});
