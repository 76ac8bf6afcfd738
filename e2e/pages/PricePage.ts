import type { Locator, Page } from 'playwright-core';

/** The price table list, a table's prices and the update-prices dialog. */
export class PricePage {
  readonly search: Locator;
  readonly heading: Locator;
  readonly updateButton: Locator;
  readonly updateDialog: Locator;
  readonly confirmDialog: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('textbox', { name: 'Search' });
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 });
    this.updateButton = page.getByRole('button', { name: 'Update prices' });
    this.updateDialog = page.getByRole('dialog', { name: 'Update prices' });
    this.confirmDialog = page.getByRole('dialog', { name: 'Confirm price update' });
  }

  /** A row of whichever table is on show, by the text of its first cell (a table or size name). */
  row(name: string, within: Locator = this.page.getByRole('main')): Locator {
    return within.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  /** Finds a table in the list and opens its prices. */
  async openTable(name: string): Promise<void> {
    // Until the list is on show the previous page (with a search box of its own) may still be.
    await this.heading.filter({ hasText: 'Price Tables' }).waitFor();
    await this.search.fill(name);
    // The search lands in the address after a typing pause; a click before that would be undone.
    await this.page.waitForURL((u) => u.searchParams.get('q') === name);
    const row = this.row(name);
    await row.waitFor();
    await row.click();
    await this.page.waitForURL(/\/price\/detail\?/);
    await this.heading.filter({ hasText: name }).waitFor();
  }

  /** The text of one price of a size, by its column title ('Price per Visit'). */
  async price(size: string, column: string): Promise<string> {
    const headers = (await this.page.getByRole('main').getByRole('columnheader').allInnerTexts()).map((h) =>
      h.trim(),
    );
    const index = headers.indexOf(column);
    if (index < 0) throw new Error(`No column ${column} among ${headers.join(', ')}`);
    return (await this.row(size).getByRole('cell').nth(index).innerText()).trim();
  }

  /** Opens the dialog, picks Percentage or Dollars, types the value and asks for the preview. */
  async review(by: 'Percentage' | 'Dollars', value: string): Promise<void> {
    await this.updateButton.click();
    await this.updateDialog.waitFor();
    // The segmented control's radios are visually hidden; its labels take the clicks.
    await this.updateDialog
      .getByRole('radiogroup', { name: 'Update by' })
      .getByText(by, { exact: true })
      .click();
    await this.updateDialog
      .getByRole('textbox', { name: by === 'Dollars' ? 'Dollar amount' : 'Percentage' })
      .fill(value);
    await this.updateDialog.getByRole('button', { name: 'Review' }).click();
  }

  /** The before → after text of a price in the confirmation's preview. */
  async preview(size: string, column: string): Promise<string> {
    const table = this.confirmDialog.getByRole('table', { name: 'Price preview' });
    const headers = (await table.getByRole('columnheader').allInnerTexts()).map((h) => h.trim());
    const cell = this.row(size, table).getByRole('cell').nth(headers.indexOf(column));
    return (await cell.innerText()).replace(/\s+/g, ' ').trim();
  }

  async confirm(): Promise<void> {
    await this.confirmDialog.getByRole('button', { name: 'Confirm update' }).click();
  }
}
