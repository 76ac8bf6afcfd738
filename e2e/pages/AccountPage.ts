import type { Locator, Page } from 'playwright-core';

export interface NewResidentialAccount {
  firstName: string;
  lastName: string;
  email: string;
}

/** The account list, the add form and the info screen with its tabs. */
export class AccountPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 });
  }

  async openList(): Promise<void> {
    await this.page.goto('/accounts');
    await this.heading.filter({ hasText: 'Accounts' }).waitFor();
  }

  /** Picks an option of a Mantine select by the field's label. */
  private async choose(label: RegExp, option: string): Promise<void> {
    await this.page.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /**
   * Adds a residential account with its first contact and resolves on its info screen. The name
   * the account gets is the contact's, as 'Last, First'.
   */
  async addResidential(a: NewResidentialAccount): Promise<number> {
    await this.page.getByRole('button', { name: 'Add account' }).click();
    await this.heading.filter({ hasText: 'Add Account' }).waitFor();
    // The form appears once the user's branches and arborists are known.
    await this.choose(/^Client type/, 'Residential');
    await this.page.getByRole('textbox', { name: /^First name/ }).fill(a.firstName);
    await this.page.getByRole('textbox', { name: /^Last name/ }).fill(a.lastName);
    await this.page.getByRole('textbox', { name: /^E-mail/ }).fill(a.email);
    await this.page.getByRole('button', { name: 'Create account' }).click();
    await this.page.getByText('Account Created Successfully').first().waitFor();
    await this.page.waitForURL(/\/accounts\/info\?id=\d+/);
    return Number(new URL(this.page.url()).searchParams.get('id'));
  }

  async openTab(name: string): Promise<void> {
    await this.page.getByRole('tab', { name, exact: true }).click();
    await this.page.getByRole('tabpanel', { name }).waitFor();
  }

  /** A row of the Locations tab, by its service address. */
  locationRow(address: string): Locator {
    return this.page
      .getByRole('tabpanel', { name: 'Locations' })
      .getByRole('row')
      .filter({ hasText: address });
  }

  async addLocation(): Promise<void> {
    await this.openTab('Locations');
    await this.page.getByRole('button', { name: 'Add location' }).click();
  }
}
