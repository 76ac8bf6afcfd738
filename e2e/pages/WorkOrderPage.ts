import type { Locator, Page } from 'playwright-core';

export interface ImageFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
  caption: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The work order list and the info screen with its tabs. */
export class WorkOrderPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 });
    this.search = page.getByRole('textbox', { name: 'Search' });
    this.status = page.getByLabel('Work order status');
  }

  async openList(): Promise<void> {
    await this.page.goto('/workorders/');
    await this.heading.filter({ hasText: 'Work Orders' }).waitFor();
  }

  /** The list's rows whose text holds the words, after searching for them. */
  async findRows(words: string): Promise<Locator> {
    // The list asks the server once the typing pauses; what it then shows is the answer.
    await Promise.all([
      this.page.waitForResponse(
        (r) =>
          r.url().endsWith('/api/v1/workOrders/_search') &&
          (r.request().postData() ?? '').includes(JSON.stringify(words)),
      ),
      this.search.fill(words),
    ]);
    await this.page
      .getByRole('main')
      .getByRole('table')
      .and(this.page.locator(':not([aria-busy="true"])'))
      .waitFor();
    return this.page.getByRole('main').getByRole('row').filter({ hasText: words });
  }

  /** Opens the list's row of the work order with this description; resolves with its id. */
  async openFromList(description: string): Promise<number> {
    const rows = await this.findRows(description);
    await rows.first().getByText(description, { exact: true }).click();
    await this.page.waitForURL(/\/workorders\/info\?.*id=\d+/);
    const id = Number(new URL(this.page.url()).searchParams.get('id'));
    await this.heading.filter({ hasText: `Work Order ${id}` }).waitFor();
    return id;
  }

  async openTab(name: string): Promise<Locator> {
    await this.page.getByRole('tab', { name, exact: true }).click();
    const panel = this.page.getByRole('tabpanel', { name });
    await panel.waitFor();
    return panel;
  }

  private dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** Picks an option of a Mantine select by the field's accessible name. */
  private async choose(scope: Locator, field: string | RegExp, option: string): Promise<void> {
    await scope.getByRole('combobox', { name: field }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /**
   * Adds a daily log with the form's defaults (the signed-in employee, today, the default times);
   * resolves with the hours the form computed.
   */
  async addDailyLogWithDefaults(): Promise<string> {
    const panel = await this.openTab('Daily logs');
    await panel.getByRole('button', { name: 'Add daily log' }).click();
    const dialog = this.dialog('Add daily log');
    const hours = dialog.getByText(/^Hours:/);
    // The times are the server's defaults for the day once they have arrived.
    await hours.filter({ hasText: /\d/ }).waitFor();
    const computed = (await hours.innerText()).replace('Hours:', '').trim();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    return computed;
  }

  /**
   * Adds a daily log for the signed-in employee on a date (M/D/YYYY) with notes, keeping the form's
   * default times; works offline as well, since the device keeps the log until it can send it.
   */
  async addDailyLog(date: string, notes: string): Promise<void> {
    const panel = await this.openTab('Daily logs');
    await panel.getByRole('button', { name: 'Add daily log' }).click();
    const dialog = this.dialog('Add daily log');
    await dialog.getByRole('textbox', { name: 'Date' }).fill(date);
    await dialog.getByRole('textbox', { name: 'Notes' }).fill(notes);
    await dialog
      .getByText(/^Hours:/)
      .filter({ hasText: /\d/ })
      .waitFor();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  /** Replaces the notes of the daily log whose row shows `find`. */
  async editDailyLogNotes(find: string, notes: string): Promise<void> {
    const panel = await this.openTab('Daily logs');
    await panel.getByRole('row').filter({ hasText: find }).getByRole('button', { name: /^Edit/ }).click();
    const dialog = this.dialog('Edit daily log');
    await dialog.getByRole('textbox', { name: 'Notes' }).fill(notes);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  /** The Daily logs tab's rows that show this text (notes, say). */
  dailyLogRowWith(text: string): Locator {
    return this.page.getByRole('tabpanel', { name: 'Daily logs' }).getByRole('row').filter({ hasText: text });
  }

  /** The employee's log on a date shown as M/d/yyyy (other journeys log the same employee on other days). */
  dailyLogRow(employee: string, date: string): Locator {
    return this.page
      .getByRole('tabpanel', { name: 'Daily logs' })
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: employee, exact: true }) })
      .filter({ has: this.page.getByRole('cell', { name: date, exact: true }) });
  }

  /** Uploads the files in one batch with their captions, filed under the image type. */
  async uploadImages(files: ImageFile[], imageType: string): Promise<void> {
    const panel = await this.openTab('Images');
    const [chooser] = await Promise.all([
      this.page.waitForEvent('filechooser'),
      panel.getByRole('button', { name: 'Upload images' }).click(),
    ]);
    await chooser.setFiles(files.map(({ name, mimeType, buffer }) => ({ name, mimeType, buffer })));
    const dialog = this.dialog('Upload images');
    await this.choose(dialog, /^Image type/, imageType);
    for (const [i, f] of files.entries())
      await dialog.getByRole('textbox', { name: `Caption ${i + 1}`, exact: true }).fill(f.caption);
    await dialog.getByRole('button', { name: `Upload ${files.length} images` }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  /** A thumbnail of the Images tab, by its caption. */
  imageCard(caption: string): Locator {
    return this.page
      .getByRole('tabpanel', { name: 'Images' })
      .getByRole('list', { name: 'Images' })
      .getByRole('listitem', { name: caption, exact: true });
  }

  /** Adds a scouting entry for the first inventory item offered; resolves with that item's label. */
  async addScoutingEntry(findings: { insect: string; disease: string; notes: string }): Promise<string> {
    const panel = await this.openTab('Scouting report');
    await panel.getByRole('button', { name: 'Add entry' }).click();
    const dialog = this.dialog('Add scouting entry');
    await dialog.getByRole('combobox', { name: /^Inventory item/ }).click();
    const item = this.page.getByRole('option').first();
    const label = (await item.innerText()).trim();
    await item.click();
    await this.pick(dialog, 'Insects', findings.insect);
    await this.pick(dialog, 'Diseases', findings.disease);
    await dialog.getByRole('textbox', { name: 'Notes' }).fill(findings.notes);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    return label;
  }

  /** Adds an option to a multi-select: types its name and picks it. */
  private async pick(scope: Locator, field: string, option: string): Promise<void> {
    // The pills wrapper of a multi-select lies over its input and takes the click.
    const input = scope.getByRole('combobox', { name: field, exact: true });
    await input.click({ force: true });
    await input.fill(option);
    await this.page.getByRole('option', { name: new RegExp(`^${escape(option)}`) }).click();
    // A multi-select keeps its dropdown open; Escape closes it before the next field.
    await this.page.keyboard.press('Escape');
  }

  scoutingEntries(): Locator {
    return this.page
      .getByRole('tabpanel', { name: 'Scouting report' })
      .getByRole('list', { name: 'Scouting entries' })
      .getByRole('listitem');
  }

  /** Confirms completing the work order; resolves once the success message shows. */
  async complete(id: number): Promise<void> {
    await this.page.getByRole('button', { name: 'Complete work order' }).click();
    await this.dialog(`Complete work order ${id}?`).getByRole('button', { name: 'Complete' }).click();
    await this.page.getByText(`Work order ${id} completed`).first().waitFor();
  }

  /** The offer to email the scouting report that follows completing a scouting-report service. */
  get scoutingEmailOffer(): Locator {
    return this.dialog('Email the scouting report?');
  }
}
