import type { Locator, Page } from 'playwright-core';

/** Picks an option of a Mantine Select or MultiSelect by typing part of its label. */
async function choose(page: Page, combobox: Locator, typed: string, option: string | RegExp): Promise<void> {
  await combobox.click();
  await combobox.fill(typed);
  await page.getByRole('option', { name: option }).click();
}

export interface NewChemical {
  name: string;
  epaNumber?: string;
  mixRate?: string;
  unit?: string;
  carrier?: string;
}

/** The chemical list, add and info screens. */
export class ChemicalPage {
  readonly name: Locator;
  readonly search: Locator;
  readonly dilution: Locator;
  readonly create: Locator;
  /** The question asked before saving a name another chemical has. */
  readonly duplicateDialog: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByRole('textbox', { name: /^Name/ });
    this.search = page.getByRole('textbox', { name: 'Search' });
    this.dilution = page.getByLabel('Dilution');
    this.create = page.getByRole('button', { name: 'Create chemical' });
    this.duplicateDialog = page.getByRole('dialog', { name: 'Duplicate chemical name' });
  }

  row(name: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('button', { name, exact: true }) });
  }

  async openList(): Promise<void> {
    await this.page.goto('/chemicals/');
    await this.search.waitFor();
  }

  /** Opens the add screen from the list and fills the form; the caller saves. */
  async fillNew(c: NewChemical): Promise<void> {
    await this.page.getByRole('link', { name: 'Add Chemical' }).click();
    await this.name.fill(c.name);
    if (c.epaNumber) await this.page.getByRole('textbox', { name: 'EPA number' }).fill(c.epaNumber);
    if (c.mixRate) await this.page.getByRole('textbox', { name: 'Mix rate' }).fill(c.mixRate);
    if (c.unit) await choose(this.page, this.page.getByRole('combobox', { name: 'Unit' }), c.unit, c.unit);
    if (c.carrier)
      await choose(this.page, this.page.getByRole('combobox', { name: 'Carrier' }), c.carrier, c.carrier);
  }

  async find(name: string): Promise<Locator> {
    await this.search.fill(name);
    const row = this.row(name);
    await row.waitFor();
    return row;
  }
}

/** The insect, disease, weed type and ecological problem screens (one set, by path). */
export class MetaItemPage {
  readonly name: Locator;
  readonly chemicals: Locator;
  readonly itemTypes: Locator;

  constructor(
    readonly page: Page,
    /** The kind's path: 'insects', 'diseases', 'weed-types' or 'ecological-problems'. */
    readonly kindPath: string,
  ) {
    this.name = page.getByRole('textbox', { name: /^Name/ });
    this.chemicals = page.getByRole('combobox', { name: 'Chemicals' });
    this.itemTypes = page.getByRole('combobox', { name: 'Item types' });
  }

  async openList(): Promise<void> {
    await this.page.goto(`/${this.kindPath}/`);
    await this.page.getByRole('textbox', { name: 'Search' }).waitFor();
  }

  async linkChemical(typed: string, option: string | RegExp): Promise<void> {
    await choose(this.page, this.chemicals, typed, option);
    await this.page.keyboard.press('Escape');
  }

  /** The chemicals linked, as their pills read. */
  linkedChemical(label: string | RegExp): Locator {
    return this.page
      .locator('.mantine-MultiSelect-root', { has: this.chemicals })
      .locator('.mantine-Pill-label', { hasText: label });
  }
}
