import type { Locator, Page } from 'playwright-core';

export interface NewEmployee {
  firstName: string;
  lastName: string;
  email?: string;
  jobTitle: string;
  branch: string;
  portal?: { username: string; password: string; role: string };
}

/** The employee screens: the list, the add form and the info screen with its tabs. */
export class EmployeePage {
  readonly heading: Locator;
  readonly photo: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 });
    this.photo = page.getByRole('img', { name: /^Photo of / });
  }

  async openList(): Promise<void> {
    await this.page.goto('/employees/');
    await this.heading.filter({ hasText: 'Employees' }).waitFor();
  }

  /** Picks an option of a Mantine select or multi-select by the field's label. */
  private async choose(label: RegExp, option: string): Promise<void> {
    // A multi-select's pills wrapper lies over its input and takes the click, which opens it.
    await this.page.getByRole('combobox', { name: label }).click({ force: true });
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Fills the add form and creates the employee; resolves on the new employee's info screen. */
  async add(e: NewEmployee): Promise<number> {
    await this.page.getByRole('button', { name: 'Add Employee' }).click();
    await this.heading.filter({ hasText: 'Add Employee' }).waitFor();
    await this.page.getByLabel(/^First name/).fill(e.firstName);
    await this.page.getByLabel(/^Last name/).fill(e.lastName);
    if (e.email) await this.page.getByLabel(/^E-mail/).fill(e.email);
    await this.choose(/^Job titles/, e.jobTitle);
    // A multi-select keeps its dropdown open; Escape closes it before the next field.
    await this.page.keyboard.press('Escape');
    await this.choose(/^Primary branch/, e.branch);
    if (e.portal) {
      await this.page.getByLabel('Give portal access (a sign-in to Canopy)').check();
      await this.page.getByLabel(/^Username/).fill(e.portal.username);
      await this.choose(/^Role/, e.portal.role);
      await this.page.getByLabel('Password', { exact: true }).fill(e.portal.password);
      await this.page.getByLabel('Confirm password', { exact: true }).fill(e.portal.password);
    }
    await this.page.getByRole('button', { name: 'Create employee' }).click();
    await this.page.waitForURL(/\/employees\/info\?/);
    await this.heading.filter({ hasText: `${e.firstName} ${e.lastName}` }).waitFor();
    return Number(new URL(this.page.url()).searchParams.get('id'));
  }

  async openTab(name: string): Promise<void> {
    await this.page.getByRole('tab', { name, exact: true }).click();
    await this.page.getByRole('tabpanel').waitFor();
  }

  /** Saves the open tab and waits for the success message. */
  async save(): Promise<void> {
    await this.page.getByRole('tabpanel').getByRole('button', { name: 'Save', exact: true }).click();
    await this.page.getByText('Updated Successfully').first().waitFor();
  }

  /** Sets the first phone on the contact tab (adding the row when there is none) and saves. */
  async setPhone(digits: string): Promise<void> {
    await this.openTab('Contact');
    const phone = this.page.getByLabel('Phone 1', { exact: true });
    if (!(await phone.isVisible())) await this.page.getByRole('button', { name: 'Add phone' }).click();
    await phone.fill(digits);
    await this.save();
  }

  phoneValue(): Promise<string> {
    return this.page.getByLabel('Phone 1', { exact: true }).inputValue();
  }

  /** Chooses an image on the photo tab, keeps the cropper's default square and saves it. */
  async uploadPhoto(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.openTab('Photo');
    await this.page.locator('input[type=file]').setInputFiles(file);
    const cropper = this.page.getByRole('dialog', { name: 'Crop photo' });
    await cropper.waitFor();
    await cropper.getByRole('button', { name: 'Save photo' }).click();
    await cropper.waitFor({ state: 'detached' });
    await this.photo.waitFor();
  }

  /** The shown photo's pixel size once it has loaded. */
  photoSize(): Promise<{ width: number; height: number }> {
    return this.photo.evaluate(async (img: HTMLImageElement) => {
      if (!img.complete) await new Promise((r) => img.addEventListener('load', r, { once: true }));
      return { width: img.naturalWidth, height: img.naturalHeight };
    });
  }
}
