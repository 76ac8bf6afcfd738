import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  BuilderMessages as M,
  ServiceGroups,
  type Builder,
  type ServiceItem,
  type ServiceRow,
} from '@canopy/shared';
import { LoginPage } from '../pages/LoginPage';
import { apiGet, apiPost, apiSignIn } from '../support/api';
import { inContext, launchBrowser, PHONE } from '../support/browser';
import { findDemoWorkOrder } from '../support/demo';
import { beyondScreen } from '../support/layout';

// A sales rep builds a proposal for the demo customer's trees: pruning offered as two options, a
// three-visit plant-health program and a disposal whose load is not known yet (so it has no cost).

let browser: Browser;
let proposalId: number;
let trees: ServiceItem[];
const serviceNamed = async (group: number, name: string) => {
  const rows = await apiPost<ServiceRow[]>(await apiSignIn('arborist'), '/services/_search', {
    Query: '',
    Skip: 0,
    Take: 999,
    ServiceGroupIds: [group],
  });
  return rows.find((s) => s.Name === name)!.Id;
};

beforeAll(async () => {
  browser = await launchBrowser();
  const rep = await apiSignIn('arborist');
  const wo = await findDemoWorkOrder('arborist');
  const made = await apiPost<{ Id: number }>(rep, '/proposals', { AccountLocationId: wo.AccountLocationId });
  proposalId = made.Id;
  trees = await apiPost<ServiceItem[]>(rep, '/serviceItems/_search', {
    AccountLocationId: wo.AccountLocationId,
    Query: '',
    Skip: 0,
    Take: 9999,
  });
  if (trees.length < 2) {
    // The customer's second oak, of the first one's kind and size.
    const office = await apiSignIn('officemanager');
    const first = trees[0]!;
    await apiPost(office, '/serviceItems', {
      AccountLocationId: wo.AccountLocationId,
      TypeId: first.TypeId,
      OtherServiceItemTypeId: first.OtherServiceItemTypeId,
      SizeId: first.SizeId,
    });
    trees = await apiPost<ServiceItem[]>(rep, '/serviceItems/_search', {
      AccountLocationId: wo.AccountLocationId,
      Query: '',
      Skip: 0,
      Take: 9999,
    });
  }
  const two = trees.slice(0, 2).map((t) => t.Id);
  // The items come in through the builder's own call; the screen groups, totals and goes on.
  await apiPost(rep, '/proposals/ProposalData', {
    ProposalId: proposalId,
    ServiceGroupId: ServiceGroups.ArborCare,
    ServiceId: await serviceNamed(ServiceGroups.ArborCare, 'Crown Cleaning'),
    ServiceItemIds: two,
  });
  await apiPost(rep, '/proposals/ProposalData', {
    ProposalId: proposalId,
    ServiceGroupId: ServiceGroups.ArborCare,
    ServiceId: await serviceNamed(ServiceGroups.ArborCare, 'Structural Pruning'),
    ServiceItemIds: two,
  });
  // The disposal, its load not known yet: it has no cost.
  await apiPost(rep, '/proposals/ProposalData', {
    ProposalId: proposalId,
    ServiceGroupId: ServiceGroups.ArborCare,
    MaterialId: (
      await apiPost<{ Id: number; Name: string }[]>(rep, '/materials/_search', {
        Query: '',
        Skip: 0,
        Take: 999,
      })
    ).find((m) => m.Name === 'Wood Chips')!.Id,
    MaterialQuantity: 0,
    ServiceItemIds: [two[0]],
  });
  await apiPost(rep, '/proposals/ProposalData', {
    ProposalId: proposalId,
    ServiceGroupId: ServiceGroups.PlantHealthCare,
    ServiceId: await serviceNamed(ServiceGroups.PlantHealthCare, 'Apple Scab Program'),
    ServiceItemIds: two,
  });
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

describe('proposal builder', () => {
  it('a sales rep builds, groups, meets Items Without Cost and sees the server totals on a phone', () =>
    inContext(
      browser,
      'proposal builder',
      async ({ page }) => {
        await (await new LoginPage(page).open()).signIn('arborist', inject('password'));
        await page.waitForURL((u) => !u.pathname.startsWith('/login'));
        await page.goto(`/builder?id=${proposalId}`);
        await page.getByText('Crown Cleaning').first().waitFor();
        await page.getByRole('button', { name: 'Edit', exact: true }).click();

        // Nothing of the builder in edit mode is wider than the phone.
        expect(await beyondScreen(page)).toEqual([]);
        // Both pruning options offered as one choice.
        const pruning = page.getByRole('region', { name: 'Group 1' });
        const structural = page.getByRole('region', { name: 'Group 2' });
        await pruning.getByRole('checkbox', { name: 'Select' }).check();
        await structural.getByRole('checkbox', { name: 'Select' }).check();
        await page.getByRole('button', { name: 'Group options' }).click();
        await page.getByText('Choose one of 2 options').waitFor();

        const server = await apiGet<Builder>(await apiSignIn('arborist'), `/proposals/builder/${proposalId}`);
        const money = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
        await expect
          .poll(() => page.getByLabel('Total', { exact: true }).textContent())
          .toBe(money(server.Total));
        expect(await page.getByLabel('Subtotal').textContent()).toBe(money(server.Subtotal));
        const program = server.ProposalGroups.flatMap((g) => g.ProposalOptionGroups)
          .flatMap((og) => og.ProposalOptions)
          .flatMap((o) => o.ProposalItemServices)
          .find((s) => s.Service === 'Apple Scab Program')!;
        expect(program.Visits).toHaveLength(3);

        await page.getByRole('button', { name: 'Done' }).click();
        await page.getByRole('button', { name: 'Next' }).click();
        const noCost = page.getByRole('dialog', { name: M.ItemsWithoutCost });
        await noCost.getByText('Wood Chips').waitFor();
        await noCost.getByRole('button', { name: 'Continue' }).click();
        await page.waitForURL(
          (u) => u.pathname === '/proposalformat' && u.search.includes(`id=${proposalId}`),
        );
      },
      PHONE,
    ));
});
