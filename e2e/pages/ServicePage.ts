import type { Locator, Page } from 'playwright-core';

export interface VisitWindow {
  start: [month: string, day: number];
  end: [month: string, day: number];
  /** A chemical applied on the visit, by name. */
  chemical?: string;
}

export interface NewService {
  name: string;
  group: string;
  type: 'Single' | 'Multi';
  visits?: VisitWindow[];
  chemicals?: string[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The service list, add and info screens. */
export class ServicePage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly name: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 });
    this.search = page.getByRole('textbox', { name: 'Search' });
    this.name = page.getByRole('textbox', { name: /^Name/ });
  }

  /** Picks an option of a Mantine select by the field's accessible name. */
  async choose(field: string | RegExp, option: string): Promise<void> {
    await this.page.getByRole('combobox', { name: field }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Adds a chemical to a chemical picker: types part of its name and picks it. */
  async pickChemical(field: string, chemical: string): Promise<void> {
    // The pills wrapper of a multi-select lies over its input and takes the click.
    const input = this.page.getByRole('combobox', { name: field, exact: true });
    await input.click({ force: true });
    await input.fill(chemical);
    await this.page.getByRole('option', { name: new RegExp(`^${escape(chemical)}`) }).click();
    // A multi-select keeps its dropdown open; Escape closes it before the next field.
    await this.page.keyboard.press('Escape');
  }

  visitField(n: number, field: string): Locator {
    return this.page.getByRole('textbox', { name: `Visit ${n} ${field}`, exact: true });
  }

  visitMonth(n: number, end: 'start' | 'end'): Locator {
    return this.page.getByRole('combobox', { name: `Visit ${n} ${end} month`, exact: true });
  }

  /** The chemicals chosen in a picker, as its pills show them. */
  async chosenChemicals(field: string): Promise<string[]> {
    const picker = this.page.getByRole('combobox', { name: field, exact: true });
    const wrapper = this.page.locator('.mantine-MultiSelect-root').filter({ has: picker });
    return (await wrapper.locator('.mantine-Pill-label').allInnerTexts()).map((s) => s.trim());
  }

  row(name: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('button', { name, exact: true }) });
  }

  async openList(): Promise<void> {
    await this.page.goto('/services/');
    await this.heading.filter({ hasText: 'Services' }).waitFor();
    await this.search.waitFor();
  }

  /** Fills the add form and creates the service; resolves on the new service's info screen. */
  async add(s: NewService): Promise<number> {
    await this.page.getByRole('link', { name: 'Add Service' }).click();
    await this.heading.filter({ hasText: 'Add Service' }).waitFor();
    await this.name.fill(s.name);
    await this.choose(/^Service group/, s.group);
    await this.choose(/^Service type/, s.type);
    for (const [i, v] of (s.visits ?? []).entries()) {
      const n = i + 1;
      await this.page.getByRole('button', { name: 'Add visit' }).click();
      await this.choose(`Visit ${n} start month`, v.start[0]);
      await this.visitField(n, 'start day').fill(String(v.start[1]));
      await this.choose(`Visit ${n} end month`, v.end[0]);
      await this.visitField(n, 'end day').fill(String(v.end[1]));
      if (v.chemical) await this.pickChemical(`Visit ${n} chemicals`, v.chemical);
    }
    for (const c of s.chemicals ?? []) await this.pickChemical('Service chemicals', c);
    await this.page.getByRole('button', { name: 'Create service' }).click();
    await this.page.waitForURL(/\/services\/info\?id=\d+/);
    await this.heading.filter({ hasText: `Service: ${s.name}` }).waitFor();
    return Number(new URL(this.page.url()).searchParams.get('id'));
  }

  /** Searches the list by name and opens the service from its row. */
  async find(name: string): Promise<void> {
    await this.search.fill(name);
    const row = this.row(name);
    await row.waitFor();
    await row.getByRole('button', { name, exact: true }).click();
    await this.page.waitForURL(/\/services\/info\?id=\d+/);
    await this.heading.filter({ hasText: `Service: ${name}` }).waitFor();
  }
}
