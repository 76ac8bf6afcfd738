/** The spec's rule: the import takes .csv files only (the server checks the name and the bytes too). */
export const isCsvName = (name: string) => /\.csv$/i.test(name.trim());

export const notCsvMessage = (name: string) =>
  `"${name}" is not a csv file. Only .csv files can be imported.`;

/** 'Imported 3 tax rates: 2 added, 1 updated.' */
export function importSummary(r: { Imported: number; Added: number; Updated: number }): string {
  const rates = r.Imported === 1 ? '1 tax rate' : `${r.Imported} tax rates`;
  return `Imported ${rates}: ${r.Added} added, ${r.Updated} updated.`;
}
