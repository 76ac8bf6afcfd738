import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiPost, apiSignIn } from '../support/api';
import { LoginPage } from '../pages/LoginPage';
import { ServicePage } from '../pages/ServicePage';
import { inContext, launchBrowser } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('services', () => {
  it('an administrator builds a multi service with two visits and a chemical, then finds it again', () =>
    inContext(browser, 'service multi visits', async ({ page }) => {
      const chemical = `Azadirachtin ${Date.now().toString(36)}`;
      await apiPost(await apiSignIn('admin'), '/chemicals', {
        Name: chemical,
        EpaNumber: '70051-9',
        StatusId: 1,
      });

      await (await new LoginPage(page).open()).signIn('admin', inject('password'));
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));

      const services = new ServicePage(page);
      await services.openList();
      await services.add({
        name: 'Two-Round Borer Program',
        group: 'Plant Health Care',
        type: 'Multi',
        visits: [
          { start: ['April', 15], end: ['May', 31], chemical },
          { start: ['February', 29], end: ['March', 20] },
        ],
        chemicals: [chemical],
      });
      await page.getByText('Added Successfully').waitFor();

      await services.openList();
      await services.find('Two-Round Borer Program');
      // Plant Health Care's defaults were applied when the group was chosen.
      expect(await page.getByRole('combobox', { name: 'Classification' }).inputValue()).toBe('Spray');
      expect(await page.getByRole('combobox', { name: /^Service type/ }).inputValue()).toBe('Multi');
      expect(await services.visitMonth(1, 'start').inputValue()).toBe('April');
      expect(await services.visitField(1, 'start day').inputValue()).toBe('15');
      expect(await services.visitMonth(1, 'end').inputValue()).toBe('May');
      expect(await services.visitField(1, 'end day').inputValue()).toBe('31');
      expect(await services.visitMonth(2, 'start').inputValue()).toBe('February');
      expect(await services.visitField(2, 'start day').inputValue()).toBe('29');
      expect(await services.visitMonth(2, 'end').inputValue()).toBe('March');
      expect(await services.visitField(2, 'end day').inputValue()).toBe('20');
      expect(await services.chosenChemicals('Visit 1 chemicals')).toEqual([chemical]);
      expect(await services.chosenChemicals('Visit 2 chemicals')).toEqual([]);
      expect(await services.chosenChemicals('Service chemicals')).toEqual([chemical]);
    }));
});
