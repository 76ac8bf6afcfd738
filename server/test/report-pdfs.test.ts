import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { captionField, ServiceReportMessages as M, WorkOrderImageTypes as T } from '@canopy/shared';
import { describeEngines, type Session } from './harness';
import { multipart, PNG } from './support';
import { customerWorkOrder, reportMailbox } from './support/report-mail';
import { addWorkOrderService } from './work-order-fixtures';
import { addInventoryItem } from './work-order-services.fixtures';

const COMPANY = 'Northwind Tree Experts';
/** A 1×1 photo the PDF can embed; support's PNG passes the upload's type check but does not decode. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const SCOUTING = '/api/v1/workOrders/workOrderScoutingInfo';
const serviceReport = (id: number) => `/api/v1/workOrders/workOrderServiceReport/${id}/emailServiceReport`;

const mailbox = reportMailbox();

describeEngines(
  'report PDFs mailed to the customer',
  (ctx) => {
    async function upload(s: Session, workOrderId: number, fields: Record<string, string>, names: string[]) {
      // A name ending in 'damaged.png' uploads bytes that look like a PNG but do not decode.
      const form = multipart(
        names.map((filename) => ({ filename, content: filename.endsWith('damaged.png') ? PNG : PHOTO })),
        fields,
      );
      const res = await ctx().app.inject({
        method: 'POST',
        url: `/api/v1/workOrders/${workOrderId}/images`,
        headers: { ...form.headers, authorization: `Bearer ${s.token}`, 'x-csrf-token': s.csrf },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ Images: { Id: number }[] }>().Images;
    }

    /** Takes a stored photo's bytes away, as when a file was lost from the store. */
    async function loseFile(imageId: number) {
      const db = ctx().dbh.db;
      const row = await db
        .selectFrom('work_order_images as i')
        .innerJoin('stored_files as f', 'f.id', 'i.file_id')
        .select('f.storage_key')
        .where('i.id', '=', imageId)
        .executeTakeFirstOrThrow();
      rmSync(join(ctx().config.dataDir, 'files', row.storage_key.slice(0, 2), row.storage_key));
    }

    async function scouted(s: Session) {
      const wo = await customerWorkOrder(ctx(), 'dana@whitfield.test');
      const db = ctx().dbh.db;
      const tree = await addInventoryItem(db, wo.locationId, {
        plant: ['Green Ash', 'Fraxinus pennsylvanica'],
      });
      const borer = await db
        .selectFrom('inventory_meta_items')
        .select('id')
        .where('name', '=', 'Emerald Ash Borer')
        .executeTakeFirstOrThrow();
      const entry = await ctx().call(s, 'POST', SCOUTING, {
        WorkOrderId: wo.workOrderId,
        ServiceItemId: tree,
        Insects: [borer.id],
        OtherDiseases: [{ Name: 'Cankers', ScientificName: 'Cytospora' }],
        Notes: 'Thin crown on the south side.',
      });
      expect(entry.statusCode).toBe(200);
      await ctx().call(s, 'PUT', `${SCOUTING}/${wo.workOrderId}/updateNotes`, {
        ScoutingReportNotes: 'Treat in spring.',
      });
      return { ...wo, entryId: entry.json<{ Id: number }>().Id };
    }

    it('attaches the full scouting report as a PDF: company, customer, location, findings, notes and photos', async () => {
      const admin = await ctx().login('admin');
      const wo = await scouted(admin);
      const [kept, lost] = await upload(
        admin,
        wo.workOrderId,
        {
          ImageTypeId: String(T.ScoutingReport),
          KeyId: String(wo.entryId),
          [captionField(0)]: 'Exit holes on the trunk',
          [captionField(1)]: 'Photo lost from the store',
          [captionField(2)]: 'A damaged photo',
        },
        ['holes.png', 'lost.png', 'damaged.png'],
      );
      expect(kept).toBeDefined();
      await loseFile(lost!.Id);
      mailbox.clear();

      const res = await ctx().call(admin, 'GET', `${SCOUTING}/${wo.workOrderId}/emailScoutingReport`);
      expect(res.statusCode).toBe(200);
      const { mail, filename, text } = await mailbox.sentPdf();
      expect(mail.text).toContain('Emerald Ash Borer');
      expect(filename).toBe(`scouting-report-${wo.workOrderId}.pdf`);
      expect(text).toContain(COMPANY);
      expect(text).toContain('Scouting Report');
      expect(text).toContain(wo.customer);
      expect(text).toContain(wo.street);
      expect(text).toContain(wo.city);
      expect(text).toContain('Green Ash (Fraxinus pennsylvanica)');
      expect(text).toContain('Insects: Emerald Ash Borer');
      expect(text).toContain('Diseases: Cankers (Cytospora)');
      expect(text).toContain('Thin crown on the south side.');
      expect(text).toContain('Treat in spring.');
      expect(text).toContain('Exit holes on the trunk');
      expect(text).not.toContain('Photo lost from the store');
      expect(text).not.toContain('A damaged photo');
    });

    it('attaches the short version: the findings on each item without scientific names, notes or photos', async () => {
      const admin = await ctx().login('admin');
      const wo = await scouted(admin);
      await upload(
        admin,
        wo.workOrderId,
        {
          ImageTypeId: String(T.ScoutingReport),
          KeyId: String(wo.entryId),
          [captionField(0)]: 'Canopy view',
        },
        ['canopy.png'],
      );
      mailbox.clear();
      const res = await ctx().call(
        admin,
        'GET',
        `${SCOUTING}/${wo.workOrderId}/emailScoutingReport?ShortVersion=true`,
      );
      expect(res.statusCode).toBe(200);
      const { filename, text } = await mailbox.sentPdf();
      expect(filename).toBe(`scouting-report-short-${wo.workOrderId}.pdf`);
      expect(text).toContain('Scouting Report (Short Version)');
      expect(text).toContain(wo.customer);
      expect(text).toContain(wo.street);
      expect(text).toContain('Green Ash');
      expect(text).toContain('Insects: Emerald Ash Borer');
      expect(text).toContain('Diseases: Cankers');
      expect(text).not.toContain('Fraxinus pennsylvanica');
      expect(text).not.toContain('Cytospora');
      expect(text).not.toContain('Thin crown on the south side.');
      expect(text).not.toContain('Treat in spring.');
      expect(text).not.toContain('Canopy view');
    });

    it('mails the service report with the services, their weather and notes and photos as a PDF', async () => {
      const admin = await ctx().login('admin');
      const wo = await customerWorkOrder(ctx(), 'dana@whitfield.test');
      const db = ctx().dbh.db;
      const serviceId = await addWorkOrderService(db, wo.workOrderId, 'Structural Pruning');
      await db
        .updateTable('work_order_services')
        .set({
          notes: 'Raised the crown over the driveway.',
          completed: 1,
          date_completed: '2026-11-20T15:00:00.000Z',
        })
        .where('id', '=', serviceId)
        .execute();
      const windy = (await ctx().call(admin, 'GET', '/api/v1/workOrders/weatherConditions'))
        .json<{ Id: number; Name: string }[]>()
        .find((c) => c.Name === 'Windy')!;
      await ctx().call(admin, 'PUT', `/api/v1/workOrders/services/${serviceId}/weatherConditions`, {
        WeatherConditionIds: [windy.Id],
      });
      const [, lost] = await upload(
        admin,
        wo.workOrderId,
        {
          ImageTypeId: String(T.Services),
          KeyId: String(serviceId),
          [captionField(0)]: 'Clearance over the drive',
          [captionField(1)]: 'A photo whose file is gone',
        },
        ['after.png', 'gone.png'],
      );
      await loseFile(lost!.Id);
      mailbox.clear();

      const res = await ctx().call(admin, 'GET', serviceReport(wo.workOrderId));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ Message: M.Sent, To: 'dana@whitfield.test' });
      const { mail, filename, text } = await mailbox.sentPdf();
      expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('dana@whitfield.test');
      expect(filename).toBe(`service-report-${wo.workOrderId}.pdf`);
      expect(text).toContain(COMPANY);
      expect(text).toContain('Service Report');
      expect(text).toContain(wo.customer);
      expect(text).toContain(wo.street);
      expect(text).toContain('Structural Pruning');
      expect(text).toContain('Completed: 2026-11-20');
      expect(text).toContain('Weather: Windy');
      expect(text).toContain('Raised the crown over the driveway.');
      expect(text).toContain('Clearance over the drive');
      expect(text).not.toContain('A photo whose file is gone');
    });

    it("says 'Email Failed to Send' when the mail server refuses, and a clear message without a customer e-mail", async () => {
      const admin = await ctx().login('admin');
      const wo = await customerWorkOrder(ctx(), 'dana@whitfield.test');
      await addWorkOrderService(ctx().dbh.db, wo.workOrderId, 'Structural Pruning');
      const refused = await mailbox.whileDown(() => ctx().call(admin, 'GET', serviceReport(wo.workOrderId)));
      expect(refused.statusCode).toBe(502);
      expect(refused.json().Message).toBe(M.EmailFailed);

      const silent = await customerWorkOrder(ctx(), null);
      await addWorkOrderService(ctx().dbh.db, silent.workOrderId, 'Structural Pruning');
      mailbox.clear();
      const res = await ctx().call(admin, 'GET', serviceReport(silent.workOrderId));
      expect(res.statusCode).toBe(400);
      expect(res.json().ModelState.Service).toEqual([M.NoRecipient]);
      expect(mailbox.inbox).toHaveLength(0);

      const empty = await customerWorkOrder(ctx(), 'dana@whitfield.test');
      const none = await ctx().call(admin, 'GET', serviceReport(empty.workOrderId));
      expect(none.statusCode).toBe(400);
      expect(none.json().Message).toBe(M.NoServices);
    });

    it('sends no report of a work order out of the caller’s reach', async () => {
      const manager = await ctx().login('branchmanager');
      const elsewhere = await customerWorkOrder(ctx(), 'dana@whitfield.test', 3);
      await addWorkOrderService(ctx().dbh.db, elsewhere.workOrderId, 'Structural Pruning');
      mailbox.clear();
      const res = await ctx().call(manager, 'GET', serviceReport(elsewhere.workOrderId));
      expect(res.statusCode).toBe(404);
      expect(mailbox.inbox).toHaveLength(0);
    });
  },
  {
    env: { COMPANY_NAME: COMPANY },
    mailer: mailbox.mailer,
  },
);
