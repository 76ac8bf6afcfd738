import type { Locator, Page } from 'playwright-core';

export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly remember: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByLabel('Username');
    this.password = page.getByLabel(/^Password/);
    this.remember = page.getByLabel('Remember me');
    this.submit = page.getByRole('button', { name: 'Sign in' });
    this.error = page.getByRole('alert');
  }

  async open(path = '/login'): Promise<this> {
    await this.page.goto(path);
    await this.username.waitFor();
    return this;
  }

  async signIn(username: string, password: string, remember = false): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    if (remember) await this.remember.check();
    await this.submit.click();
  }
}
