import type { Locator, Page } from 'playwright-core';

/** Picks an option of a Mantine Select by typing part of its label. */
async function choose(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  await combobox.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The branch list, add and info screens. */
export class BranchPage {
  readonly name: Locator;
  readonly manager: Locator;
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByRole('textbox', { name: /^Name/ });
    this.manager = page.getByRole('combobox', { name: /^Branch manager/ });
    this.search = page.getByRole('textbox', { name: 'Search' });
  }

  phone(n: number): Locator {
    return this.page.getByRole('textbox', { name: `Phone ${n}`, exact: true });
  }

  preferred(n: number): Locator {
    return this.page.getByRole('radio', { name: `Preferred phone ${n}` });
  }

  row(name: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  async openList(): Promise<void> {
    await this.page.goto('/branches/');
    await this.search.waitFor();
  }

  async create(b: { name: string; manager: string; phone: string }): Promise<void> {
    await this.page.getByRole('link', { name: 'Add Branch' }).click();
    await this.name.fill(b.name);
    await choose(this.page, this.manager, b.manager);
    await this.phone(1).fill(b.phone);
    await this.preferred(1).check();
    await this.page.getByRole('button', { name: 'Create branch' }).click();
    await this.page.waitForURL(/\/branches\/info\?id=\d+/);
  }

  async find(name: string): Promise<Locator> {
    await this.search.fill(name);
    const row = this.row(name);
    await row.waitFor();
    return row;
  }
}

/** The sales territory add and info screens. */
export class SalesTerritoryPage {
  readonly name: Locator;
  readonly branch: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByRole('textbox', { name: /^Name/ });
    this.branch = page.getByRole('combobox', { name: /^Branch/ });
  }

  zip(n: number): Locator {
    return this.page.getByRole('textbox', { name: `Zip code ${n}` });
  }

  async create(t: { name: string; branch: string }): Promise<void> {
    await this.page.goto('/sales-territories/');
    await this.page.getByRole('link', { name: 'Add Sales Territory' }).click();
    await this.name.fill(t.name);
    await choose(this.page, this.branch, t.branch);
    await this.page.getByRole('button', { name: 'Create territory' }).click();
    await this.page.waitForURL(/\/sales-territories\/info\?id=\d+&tab=zips/);
  }

  /** Types zips one per row, Enter adding each next row, then saves the list. */
  async addZips(zips: string[]): Promise<void> {
    await this.zip(1).waitFor();
    const rows = await this.page.getByRole('textbox', { name: /^Zip code \d+$/ }).count();
    let n = rows;
    if ((await this.zip(n).inputValue()) !== '') {
      await this.zip(n).press('Enter');
      n += 1;
    }
    for (const [i, zip] of zips.entries()) {
      await this.zip(n).fill(zip);
      if (i < zips.length - 1) {
        await this.zip(n).press('Enter');
        n += 1;
      }
    }
    await this.page.getByRole('button', { name: 'Save zip codes' }).click();
  }
}
