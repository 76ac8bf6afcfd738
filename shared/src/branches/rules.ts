import { PhoneTypes } from '../enums';
import { isCompletePhone, parsePhone } from '../format/phone';
import type { BranchPhoneInput } from './schemas';

export interface CleanPhone {
  Phone: string;
  Extension: string;
  PhoneTypeId: number;
  IsPreferred: boolean;
}

/**
 * The spec's branch phone rule: the first 10 digits are the number and the rest the extension;
 * phones shorter than 10 are dropped; exactly one is preferred (the first marked, else the first);
 * the type defaults to Work.
 */
export function cleanBranchPhones(rows: readonly BranchPhoneInput[]): CleanPhone[] {
  const kept = rows
    .map((r) => {
      const typed = r.PhoneExt?.trim() ? r.PhoneExt : `${r.Phone ?? ''}${r.Extension ?? ''}`;
      const { Phone, Extension } = parsePhone(typed);
      return {
        Phone,
        Extension,
        PhoneTypeId: r.PhoneTypeId ?? PhoneTypes.Work,
        IsPreferred: !!r.IsPreferred,
      };
    })
    .filter((p) => isCompletePhone(p.Phone));
  const preferred = Math.max(
    0,
    kept.findIndex((p) => p.IsPreferred),
  );
  return kept.map((p, i) => ({ ...p, IsPreferred: i === preferred }));
}

export const isPhoneType = (id: number) => (Object.values(PhoneTypes) as number[]).includes(id);
