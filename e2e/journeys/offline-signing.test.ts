import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  ApprovalByTypes,
  ServiceGroups,
  WorkAuthorizationStatuses as S,
  type Proposal,
  type WorkAuthorization,
  type WorkOrderRow,
} from '@canopy/shared';
import { Shell } from '../pages/Shell';
import { SyncPage } from '../pages/SyncPage';
import { apiGet, apiPost, apiPut, apiSignIn } from '../support/api';
import { inContext, launchBrowser, PHONE, WITH_SERVICE_WORKER } from '../support/browser';
import { findDemoWorkOrder, openOnDevice } from '../support/demo';
import { beyondScreen } from '../support/layout';

// An arborist at a customer's with no signal opens the work authorization on the phone from the work
// order there; the customer approves and signs on it. Back online, the office finds it received from
// the customer. The same with the proposal edited in the office meanwhile: the signature is not
// applied and waits in the arborist's review, saying the proposal changed after the customer signed.

let browser: Browser;
let demo: WorkOrderRow;
beforeAll(async () => {
  browser = await launchBrowser();
  demo = await findDemoWorkOrder('arborist');
});
afterAll(async () => {
  await browser?.close();
});

const ARBORIST_ID = 6;

interface BuilderService {
  Id: number;
  Version: number;
  Quantity: number;
  RequiresNoEquipment: boolean;
}
interface Builder {
  ProposalGroups: {
    ProposalOptionGroups: { ProposalOptions: { ProposalItemServices: BuilderService[] }[] }[];
  }[];
}

/** A proposal of the arborist's at the demo work order's location, one planting on it, confirmed. */
async function authorizationToSign() {
  const admin = await apiSignIn('admin');
  const proposal = await apiPost<Proposal>(admin, '/proposals', {
    Id: 0,
    AccountLocationId: demo.AccountLocationId,
    SalesRepId: ARBORIST_ID,
  });
  const services = await apiPost<{ Id: number; Name: string }[]>(admin, '/services/_search', {
    Query: '',
    Skip: 0,
    Take: 999,
    ServiceGroupIds: [ServiceGroups.Nursery],
  });
  const builder = await apiPost<Builder>(admin, '/proposals/ProposalData', {
    ProposalId: proposal.Id,
    ServiceGroupId: ServiceGroups.Nursery,
    ServiceId: services[0]!.Id,
  });
  await apiPost(admin, `/proposals/confirmProposal/${proposal.Id}`, {});
  const { Id } = await apiGet<{ Id: number }>(admin, `/workAuthorization/idByProposalId/${proposal.Id}`);
  const wa = await apiGet<WorkAuthorization>(admin, `/workAuthorization/${Id}`);
  const line =
    builder.ProposalGroups[0]!.ProposalOptionGroups[0]!.ProposalOptions[0]!.ProposalItemServices[0]!;
  return { proposal, wa, line, serviceName: services[0]!.Name };
}

/** A stroke across the pad, as a finger would draw it. */
async function sign(page: Page) {
  const pad = page.getByLabel('Customer signature', { exact: true });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++)
    await page.mouse.move(box.x + 20 + i * 20, box.y + box.height / 2 + (i % 2 ? 25 : -25));
  await page.mouse.up();
}

/** With the network cut: from the work order to the authorization; the customer approves and signs. */
async function signOffline(page: Page, wa: WorkAuthorization, serviceName: string) {
  const link = page.getByRole('link', { name: `Sign work authorization ${wa.ProposalNumber}` });
  await link.tap();
  await page.getByRole('heading', { name: `Work authorization ${wa.ProposalNumber}` }).waitFor();
  await page.getByText('The deposit waits for a connection', { exact: false }).waitFor();
  expect(await beyondScreen(page)).toEqual([]);
  await page.getByRole('checkbox', { name: new RegExp(`Approve ${serviceName}`) }).tap();
  await page.getByRole('textbox', { name: /Name of the person signing/ }).fill('Dana Whitfield');
  await sign(page);
  expect(await beyondScreen(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save signature' }).tap();
  await page.getByText('It will be sent to the office when this device is back online.').waitFor();
  expect(await beyondScreen(page)).toEqual([]);
}

describe('a customer signs on the arborist’s phone with no signal', () => {
  it('an arborist gets a signature offline, reconnects, and the office sees it', async () => {
    const { wa, serviceName } = await authorizationToSign();
    await inContext(
      browser,
      'offline signing',
      async ({ page, context }) => {
        await openOnDevice(page, 'arborist', demo.Id);
        const shell = new Shell(page);
        await context.setOffline(true);
        await signOffline(page, wa, serviceName);
        await shell.waitForUnsynced(1);
        // The way back leads to the work order it was opened from.
        await page.getByRole('button', { name: 'Back' }).tap();
        await page.getByRole('heading', { name: `Work Order ${demo.Id}` }).waitFor();

        await context.setOffline(false);
        await shell.waitForSynced();
        // The office, online, a session of its own.
        const office = await apiSignIn('officemanager');
        const seen = await apiGet<WorkAuthorization>(office, `/workAuthorization/${wa.Id}`);
        expect([seen.StatusId, seen.ApprovedByTypeId, seen.Signed]).toEqual([
          S.ReceivedFromClient,
          ApprovalByTypes.Customer,
          true,
        ]);
        const lines = seen.ProposalGroups.flatMap((g) =>
          g.ProposalOptionGroups.flatMap((og) => og.ProposalOptions.flatMap((o) => o.ProposalItemServices)),
        );
        expect(lines.map((l) => [l.ServiceName, l.Approved])).toEqual([[serviceName, true]]);
        expect(seen.CustomerPayments).toEqual([]);
      },
      { ...PHONE, ...WITH_SERVICE_WORKER },
    );
  });

  it('the same with the proposal edited meanwhile ends in review, the signature not applied', async () => {
    const { proposal, wa, line, serviceName } = await authorizationToSign();
    await inContext(
      browser,
      'offline signing changed',
      async ({ page, context }) => {
        await openOnDevice(page, 'arborist', demo.Id);
        const shell = new Shell(page);
        await context.setOffline(true);
        await signOffline(page, wa, serviceName);

        // Meanwhile the office rewrites the line the customer approved.
        const admin = await apiSignIn('admin');
        await apiPut(admin, `/proposals/ProposalItemService/${proposal.Id}`, {
          Id: line.Id,
          Version: line.Version,
          Quantity: line.Quantity,
          RequiresNoEquipment: line.RequiresNoEquipment,
          Description: 'Two trees instead of one',
        });

        await context.setOffline(false);
        await page
          .getByText('The proposal changed after the customer signed.', { exact: false })
          .first()
          .waitFor();
        const review = new SyncPage(page);
        await review.open();
        const title = `Work authorization ${wa.ProposalNumber}`;
        await review.card(title).getByText('The proposal changed after the customer signed.').waitFor();
        expect(await review.card(title).getByRole('button', { name: 'Keep mine' }).count()).toBe(0);
        expect(await beyondScreen(page)).toEqual([]);
        const now = await apiGet<WorkAuthorization>(await apiSignIn('admin'), `/workAuthorization/${wa.Id}`);
        expect([now.StatusId, now.Signed]).toEqual([wa.StatusId, false]);

        // Set aside, the device holds the new terms, ready for a new signature.
        await review.choose(title, 'Take theirs');
        await review.nothingToReview.waitFor();
        await shell.waitForSynced();
      },
      { ...PHONE, ...WITH_SERVICE_WORKER },
    );
  });
});
