import type { Locator, Page } from 'playwright-core';

export type ClaimFlagLabel = 'Read Only' | 'Personal' | 'Branch' | 'Full';

/** The user role screens: the list, the add form and a role's page with its claims editor. */
export class RolePage {
  readonly addButton: Locator;
  readonly name: Locator;
  readonly landingPage: Locator;
  readonly create: Locator;
  readonly heading: Locator;
  readonly claimFilter: Locator;
  readonly saveClaims: Locator;
  readonly back: Locator;

  constructor(readonly page: Page) {
    this.addButton = page.getByRole('button', { name: 'Add Role' });
    this.name = page.getByRole('textbox', { name: 'Name' });
    this.landingPage = page.getByRole('combobox', { name: /Landing page/ });
    this.create = page.getByRole('button', { name: 'Create role' });
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 });
    this.claimFilter = page.getByRole('textbox', { name: 'Find a claim type' });
    this.saveClaims = page.getByRole('button', { name: 'Save claims' });
    this.back = page.getByRole('button', { name: 'Back' });
  }

  /** A row of the role list by the role's name. */
  listRow(name: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  /** The toggle of one flag of a claim type, named as the editor shows it ('Work Orders Services'). */
  claim(type: string, flag: ClaimFlagLabel): Locator {
    return this.page.getByRole('checkbox', { name: `${type} ${flag}`, exact: true });
  }

  async addRole(name: string, landingPage: string): Promise<void> {
    await this.addButton.click();
    await this.name.fill(name);
    await this.landingPage.click();
    await this.page.getByRole('option', { name: landingPage, exact: true }).click();
    await this.create.click();
  }

  /** Narrows the editor to one claim type and sets a flag on. */
  async grant(type: string, flag: ClaimFlagLabel): Promise<void> {
    await this.claimFilter.fill(type);
    await this.claim(type, flag).check();
    await this.claimFilter.fill('');
  }
}
