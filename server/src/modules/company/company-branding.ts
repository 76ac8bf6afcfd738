import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { formatPhone, type CompanyBranding } from '@canopy/shared';
import type { Db } from '../../platform/db';

/** Where the configured logo is served; the customer pages load it from here. */
export const COMPANY_LOGO_PATH = '/companies/logo';

const LOGO_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
};

export interface CompanyConfig {
  companyName: string;
  companyLogo: string | undefined;
}

/** The logo's bytes and type, or null when none is configured or the file is not an image we send. */
export async function readCompanyLogo(c: CompanyConfig): Promise<{ data: Buffer; type: string } | null> {
  const type = c.companyLogo ? LOGO_TYPES[extname(c.companyLogo).toLowerCase()] : undefined;
  if (!c.companyLogo || !type) return null;
  try {
    return { data: await readFile(c.companyLogo), type };
  } catch {
    return null;
  }
}

/**
 * The company as a customer page heads it, for the branch a record belongs to: the configured
 * company name (the one the printed proposal carries), the logo's address when one is configured,
 * the branch's name and its preferred phone (else its first).
 */
export async function companyBranding(db: Db, c: CompanyConfig, branchId: number): Promise<CompanyBranding> {
  const [branch, phone] = await Promise.all([
    db.selectFrom('branches').select('name').where('id', '=', branchId).executeTakeFirst(),
    db
      .selectFrom('branch_phones')
      .select(['phone', 'extension'])
      .where('branch_id', '=', branchId)
      .orderBy('is_preferred', 'desc')
      .orderBy('id')
      .executeTakeFirst(),
  ]);
  return {
    Name: c.companyName,
    LogoUrl: (await readCompanyLogo(c)) ? `/api/v1${COMPANY_LOGO_PATH}` : null,
    BranchName: branch?.name ?? '',
    Phone: phone ? formatPhone({ Phone: phone.phone, Extension: phone.extension ?? '' }) : null,
  };
}
