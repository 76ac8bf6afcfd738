import type { Locator, Page } from 'playwright-core';

/** The review page of changes the server would not take as they were (/sync/review). */
export class SyncPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 1 });
  }

  async open(): Promise<void> {
    await this.page.goto('/sync/review');
    await this.heading.filter({ hasText: 'Changes to review' }).waitFor();
  }

  /** The card of a record waiting for review, by the start of its title ('Daily log 1/2/2026'). */
  card(title: string): Locator {
    return this.page.getByRole('article', {
      name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`),
    });
  }

  /** Settles the record one way; resolves once its card is gone. */
  async choose(title: string, choice: 'Keep mine' | 'Take theirs'): Promise<void> {
    const card = this.card(title);
    await card.getByRole('button', { name: choice, exact: true }).click();
    await card.waitFor({ state: 'detached' });
  }

  get nothingToReview(): Locator {
    return this.page.getByText('Nothing needs your review.', { exact: false });
  }
}
