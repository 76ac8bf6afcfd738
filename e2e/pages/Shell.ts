import type { Locator, Page } from 'playwright-core';

/** The signed-in frame: top bar, main menu and the user menu. */
export class Shell {
  readonly menu: Locator;
  readonly heading: Locator;
  readonly userButton: Locator;
  readonly settings: Locator;
  /** The top bar's sync button; its name reads e.g. 'Sync status: Offline, 3 unsynced'. */
  readonly syncStatus: Locator;

  constructor(readonly page: Page) {
    this.menu = page.getByRole('navigation', { name: 'Main menu' });
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 });
    this.userButton = page.getByRole('button', { name: /^User menu for / });
    this.settings = page.getByRole('link', { name: 'Settings' });
    this.syncStatus = page.getByRole('button', { name: /^Sync status: / });
  }

  /**
   * Waits until this device is in step with the server: online, nothing unsynced, no round
   * running, and a last-synced time on show (so at least one round has finished).
   */
  async waitForSynced(): Promise<void> {
    await this.page
      .getByRole('button', { name: 'Sync status: Online', exact: true })
      .filter({ hasText: /Synced \d/ })
      .waitFor();
  }

  /** Waits until the status reads offline with exactly this many records not yet synced. */
  async waitForUnsynced(count: number): Promise<void> {
    await this.page
      .getByRole('button', { name: `Sync status: Offline, ${count} unsynced`, exact: true })
      .waitFor();
  }

  /** Asks for a sync round at once, through the sync status popover. */
  async syncNow(): Promise<void> {
    await this.syncStatus.click();
    await this.page.getByRole('button', { name: 'Sync now', exact: true }).click();
    await this.page.keyboard.press('Escape');
  }

  /** Waits until the app runs from the service worker, so a reload without network still opens it. */
  async waitForServiceWorker(): Promise<void> {
    await this.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
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

  /**
   * Signs out and waits for the login page: the app leaves only once the server has answered, so
   * a journey that went on at once would still be signed in.
   */
  async signOut(everywhere = false): Promise<void> {
    await this.userButton.click();
    await this.page
      .getByRole('menuitem', { name: everywhere ? 'Sign out everywhere' : 'Sign out', exact: true })
      .click();
    await this.page.waitForURL((u) => u.pathname.startsWith('/login'));
  }
}
