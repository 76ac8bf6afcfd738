import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { EmployeePage } from '../pages/EmployeePage';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import { inContext, launchBrowser } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A real PNG of solid colour: signature, header, pixel rows (deflated), end. */
function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('employees', () => {
  it('an administrator adds Nina with a sign-in, edits her phone and photo; Nina then signs in', () =>
    inContext(browser, 'employee add and sign in', async ({ page }) => {
      const password = 'Nina-Passw0rd!';
      await (await new LoginPage(page).open()).signIn('admin', inject('password'));
      await page.waitForURL('**/accounts');

      const employees = new EmployeePage(page);
      await employees.openList();
      await employees.add({
        firstName: 'Nina',
        lastName: 'Patel',
        email: 'nina.patel@canopy.example',
        jobTitle: 'Arborist',
        branch: 'Lakeview',
        portal: { username: 'nina', password, role: 'Arborist' },
      });
      await page.getByText('Arborist · Lakeview · signs in as nina').waitFor();

      await employees.setPhone('3125550142');
      await page.reload();
      await employees.heading.filter({ hasText: 'Nina Patel' }).waitFor();
      expect(await employees.phoneValue()).toBe('(312) 555-0142');

      await employees.uploadPhoto({
        name: 'nina.png',
        mimeType: 'image/png',
        buffer: solidPng(320, 240, [43, 110, 63]),
      });
      expect(await employees.photoSize()).toEqual({ width: 200, height: 200 });

      await new Shell(page).signOut();
      await page.waitForURL('**/login');
      await new LoginPage(page).signIn('nina', password);
      await page.waitForURL('**/workorders/');
      await new Shell(page).heading.filter({ hasText: 'Work Orders' }).waitFor();
      expect(await new Shell(page).userButton.getAttribute('aria-label')).toBe('User menu for Nina Patel');
    }));
});
