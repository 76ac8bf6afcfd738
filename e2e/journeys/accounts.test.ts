import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { AccountPage } from '../pages/AccountPage';
import { InventoryPage } from '../pages/InventoryPage';
import { LocationPage } from '../pages/LocationPage';
import { LoginPage } from '../pages/LoginPage';
import { inContext, launchBrowser } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A real one-page PDF: header, catalog, pages, page, cross-reference table with true offsets. */
function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((n) => `${String(n).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe('accounts', () => {
  it('an office manager opens a residential account with a location, its trees, a note and a document, all there after a reload', () =>
    inContext(browser, 'account location inventory', async ({ page }) => {
      // Unique per run, so a rerun against the same data finds only its own records.
      const tag = Date.now().toString(36);
      const first = 'Maple';
      const last = `Okafor ${tag}`;
      const accountName = `${last}, ${first}`;
      const address = `${tag} Ridge Avenue`;
      const trees = [
        {
          type: 'Tree',
          size: '13-18 in DBH',
          itemLocation: 'Front Yard',
          condition: 'Good',
          latitude: '42.0512',
          longitude: '-87.6835',
          notes: `Sugar maple by the drive ${tag}`,
        },
        { type: 'Evergreen', size: '7-12 in DBH', notes: `Blue spruce on the corner ${tag}` },
        { type: 'Tree', condition: 'Fair', notes: `Honeylocust in the parkway ${tag}` },
      ];
      const note = `Gate code 4417; the dog is friendly ${tag}`;
      const sitePlan = `site-plan-${tag}.pdf`;

      await (await new LoginPage(page).open()).signIn('officemanager', inject('password'));
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));

      const accounts = new AccountPage(page);
      await accounts.openList();
      await accounts.addResidential({ firstName: first, lastName: last, email: `maple.${tag}@example.com` });
      await accounts.heading.filter({ hasText: accountName }).waitFor();

      await accounts.addLocation();
      const locations = new LocationPage(page);
      // The account's first contact is its primary one, and a new location links it as primary.
      const link = locations.contactLink(`${first} ${last}`);
      expect(await link.linked.isChecked()).toBe(true);
      expect(await link.primary.isChecked()).toBe(true);
      await locations.add({ address, city: 'Evanston', state: 'IL', zip: '60201' });
      const locationId = new URL(page.url()).searchParams.get('id');
      const atLocation = (u: URL) =>
        u.pathname === '/accounts/location' && u.searchParams.get('id') === locationId;

      await locations.openInventory();
      const inventory = new InventoryPage(page);
      await inventory.waitForList();
      await inventory.openAdd();
      await inventory.addItems(trees);
      await page.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL(atLocation);

      await locations.addNote({ text: note, printOnWorkOrders: true });
      await locations.noteRow(note).waitFor();
      await locations.uploadDocument({ name: sitePlan, mimeType: 'application/pdf', buffer: onePagePdf() });
      await locations.documentLink(sitePlan).waitFor();

      // A reload forgets everything the page held: what follows comes from the server.
      await page.reload();
      await locations.heading.filter({ hasText: address }).waitFor();
      await locations.documentLink(sitePlan).waitFor();
      expect(await locations.accountLink(accountName).isVisible()).toBe(true);

      await locations.openTab('Notes');
      const noteRow = locations.noteRow(note);
      await noteRow.waitFor();
      expect(await noteRow.getByText('Prints', { exact: true }).isVisible()).toBe(true);

      await locations.openInventory();
      await inventory.waitForList();
      await inventory.itemRow(trees[2]!.notes).waitFor();
      expect(await inventory.itemRows().count()).toBe(3);
      const maple = inventory.itemRow(trees[0]!.notes);
      expect(await maple.getByRole('cell').allInnerTexts()).toEqual([
        'Tree',
        '13-18 in DBH',
        'Front Yard',
        'Good',
        '42.0512, -87.6835',
        trees[0]!.notes,
      ]);
      expect(await inventory.itemRow(trees[1]!.notes).getByRole('cell').first().innerText()).toBe(
        'Evergreen',
      );

      await page.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL(atLocation);
      await locations.accountLink(accountName).click();
      await accounts.heading.filter({ hasText: accountName }).waitFor();
      await accounts.openTab('Locations');
      await accounts.locationRow(address).waitFor();
      expect(await accounts.locationRow(address).innerText()).toContain(`${first} ${last}`);
    }));
});
