import { PhoneTypes } from '../enums';
import { isCompletePhone, parsePhone } from '../format/phone';

export interface PhoneEntry {
  Phone?: string | null;
  Extension?: string | null;
  IsPreferred?: boolean;
  PhoneTypeId?: number;
}

export interface Phone {
  Phone: string;
  Extension: string | null;
  IsPreferred: boolean;
  PhoneTypeId: number;
}

/**
 * The spec's phone rule: the digits typed (number then extension) are split so the first 10 are the
 * number and the rest the extension; a phone with fewer than 10 digits is dropped. Exactly one kept
 * phone is preferred: the first one marked so, else the first one.
 */
export function normalizePhones(input: PhoneEntry[], defaultType: number = PhoneTypes.Work): Phone[] {
  const kept = input
    .map((p) => ({ parsed: parsePhone(`${p.Phone ?? ''}${p.Extension ?? ''}`), p }))
    .filter(({ parsed }) => isCompletePhone(parsed))
    .map(({ parsed, p }) => ({
      Phone: parsed.Phone,
      Extension: parsed.Extension || null,
      IsPreferred: !!p.IsPreferred,
      PhoneTypeId: p.PhoneTypeId ?? defaultType,
    }));
  const preferred = Math.max(
    0,
    kept.findIndex((p) => p.IsPreferred),
  );
  return kept.map((p, i) => ({ ...p, IsPreferred: i === preferred }));
}
