import type { Locator, Page } from 'playwright-core';

/** The signed-in frame: top bar, main menu and the user menu. */
export class Shell {
  readonly menu: Locator;
  readonly heading: Locator;
  readonly userButton: Locator;
  readonly settings: Locator;

  constructor(readonly page: Page) {
    this.menu = page.getByRole('navigation', { name: 'Main menu' });
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 });
    this.userButton = page.getByRole('button', { name: /^User menu for / });
    this.settings = page.getByRole('link', { name: 'Settings' });
  }

  /** Menu groups (buttons that open a list of entries), in order. */
  async menuGroups(): Promise<string[]> {
    await this.menu.waitFor();
    return (await this.menu.getByRole('button').allInnerTexts()).map((s) => s.trim());
  }

  /** Entries on show: top-level ones and those of open groups. */
  async menuLinks(): Promise<string[]> {
    await this.menu.waitFor();
    return (await this.menu.getByRole('link').allInnerTexts()).map((s) => s.trim());
  }

  async openGroup(name: string): Promise<void> {
    await this.menu.getByRole('button', { name }).click();
  }

  async go(entry: string): Promise<void> {
    await this.menu.getByRole('link', { name: entry, exact: true }).click();
  }

  async signOut(everywhere = false): Promise<void> {
    await this.userButton.click();
    await this.page
      .getByRole('menuitem', { name: everywhere ? 'Sign out everywhere' : 'Sign out', exact: true })
      .click();
  }
}
