import type { Locator, Page } from 'playwright-core';

export interface NewServiceItem {
  /** An item type of the catalogue, e.g. 'Tree'. */
  type: string;
  size?: string;
  itemLocation?: string;
  condition?: string;
  latitude?: string;
  longitude?: string;
  notes?: string;
}

/** A location's customer inventory: the service item list and the add page. */
export class InventoryPage {
  readonly heading: Locator;
  readonly addAnother: Locator;

  /** With `touch`, buttons and options are tapped as on a phone instead of clicked. */
  constructor(
    readonly page: Page,
    private readonly touch = false,
  ) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 });
    this.addAnother = page.getByRole('checkbox', { name: 'Add another item after saving' });
  }

  async waitForList(): Promise<void> {
    await this.heading.filter({ hasText: 'Customer inventory' }).waitFor();
  }

  private press(target: Locator): Promise<void> {
    return this.touch ? target.tap() : target.click();
  }

  async openAdd(): Promise<void> {
    await this.press(this.page.getByRole('button', { name: 'Add item' }));
    await this.heading.filter({ hasText: 'Add Service Item' }).waitFor();
  }

  /** Picks an option of a Mantine select by the field's label. */
  private async choose(label: RegExp, option: string): Promise<void> {
    await this.press(this.page.getByRole('combobox', { name: label }));
    await this.press(this.page.getByRole('option', { name: option, exact: true }));
  }

  private async fill(item: NewServiceItem): Promise<void> {
    await this.choose(/^Item type/, item.type);
    if (item.size) await this.choose(/^Size/, item.size);
    if (item.itemLocation) await this.choose(/^Item location/, item.itemLocation);
    if (item.condition) await this.choose(/^Condition/, item.condition);
    if (item.latitude) await this.page.getByRole('textbox', { name: 'Latitude' }).fill(item.latitude);
    if (item.longitude) await this.page.getByRole('textbox', { name: 'Longitude' }).fill(item.longitude);
    if (item.notes) await this.page.getByRole('textbox', { name: 'Notes' }).fill(item.notes);
  }

  /**
   * Adds the items one after another on the add page (already open): every one but the last with
   * "Save and add another", the last with "Save item", which goes back to the list.
   */
  async addItems(items: NewServiceItem[]): Promise<void> {
    await this.addAnother.check();
    for (const [i, item] of items.entries()) {
      const last = i === items.length - 1;
      if (last) await this.addAnother.uncheck();
      await this.fill(item);
      await this.page.getByRole('button', { name: last ? 'Save item' : 'Save and add another' }).click();
      if (!last) {
        const added = i === 0 ? '1 item added' : `${i + 1} items added`;
        await this.page.getByRole('status').filter({ hasText: added }).waitFor();
      }
    }
    await this.waitForList();
  }

  /**
   * Adds one item on the add page (already open) with the device's own position for coordinates,
   * and goes back to the list with "Save item".
   */
  async addItemHere(item: NewServiceItem): Promise<void> {
    if (await this.addAnother.isChecked()) await this.press(this.addAnother);
    await this.fill(item);
    await this.press(this.page.getByRole('button', { name: 'Use my position' }));
    await this.page.getByText(/^Position from this device/).waitFor();
    await this.press(this.page.getByRole('button', { name: 'Save item' }));
    await this.waitForList();
  }

  /** An item as the list shows it on any screen (a table row, or a card on a phone), by its text. */
  item(text: string): Locator {
    return this.page.getByRole('main').getByText(text);
  }

  /** The list's rows of items (the header row left out). */
  itemRows(): Locator {
    return this.page
      .getByRole('main')
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell') });
  }

  /** An item's row, by any text of it (its notes, say). */
  itemRow(text: string): Locator {
    return this.itemRows().filter({ hasText: text });
  }
}
