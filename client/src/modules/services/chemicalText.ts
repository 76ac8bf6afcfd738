/** 'EPA 100-1309 · 1 qt per 100 gal': what tells look-alike chemical products apart. */
export const chemicalDetail = (epa: string | null, dilution: string) =>
  [epa ? `EPA ${epa}` : '', dilution].filter(Boolean).join(' · ');
