import type { Locator, Page } from 'playwright-core';

export interface NewLocation {
  address: string;
  city: string;
  state: string;
  zip: string;
}

export interface NewNote {
  text: string;
  printOnWorkOrders: boolean;
}

/** The add-location form and the location screen with its notes and documents. */
export class LocationPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 });
  }

  /** The header's link back to the account the location belongs to. */
  accountLink(name: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name, exact: true });
  }

  /** The contact's link to the new location and its primary mark, on the add form. */
  contactLink(name: string): { linked: Locator; primary: Locator } {
    return {
      linked: this.page.getByRole('checkbox', { name: `Link ${name}`, exact: true }),
      primary: this.page.getByRole('radio', { name: `${name} is the primary contact`, exact: true }),
    };
  }

  /** Fills the address on the add form (already open) and resolves on the new location's screen. */
  async add(l: NewLocation): Promise<number> {
    await this.heading.filter({ hasText: 'Add Location' }).waitFor();
    await this.page.getByRole('textbox', { name: /^Address/ }).fill(l.address);
    await this.page.getByRole('textbox', { name: /^City/ }).fill(l.city);
    await this.page.getByRole('textbox', { name: /^State/ }).fill(l.state);
    await this.page.getByRole('textbox', { name: /^Zip/ }).fill(l.zip);
    await this.page.getByRole('button', { name: 'Add location' }).click();
    await this.page.waitForURL(/\/accounts\/location\?id=\d+/);
    await this.heading.filter({ hasText: l.address }).waitFor();
    return Number(new URL(this.page.url()).searchParams.get('id'));
  }

  async openTab(name: string): Promise<Locator> {
    await this.page.getByRole('tab', { name, exact: true }).click();
    const panel = this.page.getByRole('tabpanel', { name });
    await panel.waitFor();
    return panel;
  }

  async openInventory(): Promise<void> {
    await this.page.getByRole('button', { name: 'Customer inventory' }).click();
    await this.page.waitForURL(/\/serviceitem\/\?/);
  }

  async addNote(n: NewNote): Promise<void> {
    const panel = await this.openTab('Notes');
    await panel.getByRole('button', { name: 'Add note' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add note' });
    await dialog.getByRole('textbox', { name: /^Note/ }).fill(n.text);
    await dialog.getByRole('checkbox', { name: 'Print on work orders' }).setChecked(n.printOnWorkOrders);
    await dialog.getByRole('button', { name: 'Add note' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** A row of the notes list, by its text. */
  noteRow(text: string): Locator {
    return this.page.getByRole('tabpanel', { name: 'Notes' }).getByRole('row').filter({ hasText: text });
  }

  /** Uploads one file to the documents tab through the file chooser its Upload button opens. */
  async uploadDocument(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const panel = await this.openTab('Documents');
    const chooser = this.page.waitForEvent('filechooser');
    await panel.getByRole('button', { name: 'Upload to Documents' }).click();
    await (await chooser).setFiles(file);
    await this.page.getByText('Document uploaded').first().waitFor();
  }

  /** The link of a stored document, by its name. */
  documentLink(name: string): Locator {
    return this.page.getByRole('tabpanel', { name: 'Documents' }).getByRole('link', { name, exact: true });
  }
}
