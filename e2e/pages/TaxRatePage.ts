import type { Locator, Page } from 'playwright-core';

/** The tax rate list, its inline row editor and the csv import dialog. */
export class TaxRatePage {
  readonly search: Locator;
  readonly importButton: Locator;
  readonly dialog: Locator;
  readonly importErrors: Locator;
  readonly zip: Locator;
  readonly rate: Locator;
  readonly effectiveDate: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('textbox', { name: 'Search' });
    this.importButton = page.getByRole('button', { name: 'Import CSV' });
    this.dialog = page.getByRole('dialog', { name: 'Import Tax Rates' });
    this.importErrors = this.dialog.getByRole('list', { name: 'Import errors' });
    this.zip = page.getByRole('textbox', { name: 'Zip code' });
    this.rate = page.getByRole('textbox', { name: 'Tax rate' });
    this.effectiveDate = page.getByRole('textbox', { name: 'Effective date' });
    this.save = page.getByRole('button', { name: 'Save', exact: true });
  }

  async open(): Promise<void> {
    await this.page.goto('/tax-rates/');
    await this.search.waitFor();
  }

  /** A row of the list by its zip code. */
  row(zip: string): Locator {
    return this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: zip, exact: true }) });
  }

  /** Opens the import dialog, picks a csv made of `text` and imports it. */
  async importCsv(name: string, text: string): Promise<void> {
    if (!(await this.dialog.isVisible())) {
      await this.importButton.click();
      await this.dialog.waitFor();
    }
    await this.dialog
      .locator('input[type=file]')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
    await this.dialog.getByRole('button', { name: 'Import', exact: true }).click();
  }

  async closeImport(): Promise<void> {
    await this.dialog.getByRole('button', { name: /^(Done|Cancel)$/ }).click();
    await this.dialog.waitFor({ state: 'hidden' });
  }

  /** Searches by zip; the search is kept in the address, so a reload shows the same rows. */
  async find(zip: string): Promise<void> {
    await this.search.fill(zip);
    // The router writes number-like search text in quotes (q="60201").
    await this.page.waitForURL((u) => u.searchParams.get('q')?.replace(/^"|"$/g, '') === zip);
  }

  /** Opens the row's inline editor, replaces the rate and saves. */
  async editRate(zip: string, rate: string): Promise<void> {
    await this.row(zip).getByRole('button', { name: 'Edit' }).click();
    await this.rate.fill(rate);
    await this.save.click();
  }
}
