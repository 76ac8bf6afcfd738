import { PhoneTypes } from '../enums';
import { normalizePhones, type Phone } from '../rules/phones';
import type { BranchPhoneInput } from './schemas';

/**
 * Branch phones follow the shared phone rule (first 10 digits the number, the rest the extension;
 * shorter phones dropped; exactly one preferred; type Work by default). `PhoneExt`, the number and
 * extension typed together, wins over separate Phone and Extension fields.
 */
export function cleanBranchPhones(rows: readonly BranchPhoneInput[]): Phone[] {
  return normalizePhones(
    rows.map((r) => ({
      Phone: r.PhoneExt?.trim() ? r.PhoneExt : `${r.Phone ?? ''}${r.Extension ?? ''}`,
      IsPreferred: r.IsPreferred,
      PhoneTypeId: r.PhoneTypeId,
    })),
  );
}

export const isPhoneType = (id: number) => (Object.values(PhoneTypes) as number[]).includes(id);
