import { expect, it } from 'vitest';
import {
  F,
  LIST_COUNT_HEADER,
  P,
  ProposalMessages,
  ProposalStatuses,
  R,
  ServiceGroups,
  TemplateMessages,
  type Builder,
  type Proposal,
  type ProposalTemplate,
  type ProposalTemplateContent,
} from '@canopy/shared';
import { listPrintAttachments } from '../src/modules/proposals/proposal-docs.service';
import { describeEngines, type Session } from './harness';
import { catalogue, proposalWithTrees, type Catalogue } from './proposal-builder.fixtures';
import { multipart, PDF, PNG, signInWith } from './support';

const API = '/api/v1/proposals';
type Doc = { Id: number; Name: string; Order: number; FileName: string };

describeEngines('proposal documents, print attachments and templates', (ctx) => {
  let n = 0;
  let cat: Catalogue;
  const call = (s: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    ctx().call(s, method, url, body);
  const who = (claims: Record<string, number>, branchId = 1) =>
    signInWith(ctx(), `docs${++n}`, claims, branchId);
  const upload = (s: Session, url: string, files: { filename: string; content: Buffer }[]) => {
    const body = multipart(files);
    return ctx().app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${s.token}`, 'x-csrf-token': s.csrf },
    });
  };
  const proposalOf = async (salesRepId: number, statusId?: number) => {
    cat ??= await catalogue(ctx().dbh.db);
    return proposalWithTrees(ctx().dbh.db, cat, { salesRepId, statusId });
  };
  const list = async (s: Session, url: string, body: object = {}) => {
    const res = await call(s, 'POST', url, body);
    expect(res.statusCode, res.body).toBe(200);
    return { docs: res.json() as Doc[], total: Number(res.headers[LIST_COUNT_HEADER.toLowerCase()]) };
  };

  it('uploads, lists in order, reorders, downloads and deletes a proposal document', async () => {
    const rep = await who({ Proposals: P });
    const p = await proposalOf(rep.employeeId);
    const docs = `${API}/${p.id}/docs`;
    const up = await upload(rep.session, docs, [
      { filename: 'site-plan.pdf', content: PDF },
      { filename: 'oak.png', content: PNG },
    ]);
    expect(up.statusCode, up.body).toBe(200);
    const [pdfId, pngId] = up.json() as number[];
    expect((await upload(rep.session, docs, [{ filename: 'more.pdf', content: PDF }])).statusCode).toBe(200);

    const first = await list(rep.session, `${docs}/_search`);
    expect(first.docs.map((d) => d.Name)).toEqual(['site-plan.pdf', 'oak.png', 'more.pdf']);
    expect(first.total).toBe(3);

    // Two neighbours swapped: the rest keeps its place.
    expect((await call(rep.session, 'PUT', docs, [pngId, pdfId])).statusCode).toBe(200);
    const swapped = await list(rep.session, `${docs}/_search`);
    expect(swapped.docs.map((d) => d.Name)).toEqual(['oak.png', 'site-plan.pdf', 'more.pdf']);
    const byName = await list(rep.session, `${docs}/_search`, { Query: 'plan' });
    expect(byName.docs.map((d) => d.Id)).toEqual([pdfId]);

    const file = await call(rep.session, 'GET', `${docs}/${pngId}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);

    // An id of another owner refuses the whole order.
    const other = await proposalOf(rep.employeeId);
    const [foreign] = (
      await upload(rep.session, `${API}/${other.id}/docs`, [{ filename: 'x.pdf', content: PDF }])
    ).json() as number[];
    expect((await call(rep.session, 'PUT', docs, [foreign, pdfId])).statusCode).toBe(404);
    expect((await call(rep.session, 'GET', `${docs}/${foreign}`)).statusCode).toBe(404);

    expect((await call(rep.session, 'DELETE', `${docs}/${pdfId}`)).statusCode).toBe(200);
    const after = await list(rep.session, `${docs}/_search`);
    expect(after.docs.map((d) => d.Name)).toEqual(['oak.png', 'more.pdf']);
  });

  it("takes a deleted proposal's documents and their files with it", async () => {
    const rep = await who({ Proposals: P });
    const p = await proposalOf(rep.employeeId);
    const db = ctx().dbh.db;
    const { id: groupId } = await db
      .insertInto('proposal_service_groups')
      .values({ proposal_id: p.id, service_group_id: ServiceGroups.ArborCare })
      .returning('id')
      .executeTakeFirstOrThrow();
    await upload(rep.session, `${API}/${p.id}/docs`, [{ filename: 'a.pdf', content: PDF }]);
    await upload(rep.session, `${API}/${p.id}/service-groups/${groupId}/docs`, [
      { filename: 'b.pdf', content: PDF },
    ]);
    const files = await db
      .selectFrom('documents')
      .select('file_id')
      .where((eb) =>
        eb.or([
          eb.and([eb('owner_type', '=', 'proposal'), eb('owner_id', '=', p.id)]),
          eb.and([eb('owner_type', '=', 'proposal-service-group'), eb('owner_id', '=', groupId)]),
        ]),
      )
      .execute();
    expect(files).toHaveLength(2);
    expect((await call(rep.session, 'DELETE', `${API}/Proposal/${p.id}`)).statusCode).toBe(200);
    const left = await db
      .selectFrom('stored_files')
      .select('id')
      .where(
        'id',
        'in',
        files.map((f) => f.file_id),
      )
      .execute();
    expect(left).toEqual([]);
  });

  it('applies only unexpired promotions, keeping one applied before it expired', async () => {
    const rep = await who({ Proposals: P });
    const p = await proposalOf(rep.employeeId);
    const db = ctx().dbh.db;
    const promo = (name: string, expiration_date: string | null) =>
      db
        .insertInto('promotions')
        .values({ name, discount_e2: 500, expiration_date, active: 1, archived: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
    const current = await promo(`Current ${n}`, '2999-12-31');
    const old = await promo(`Old ${n}`, '2001-01-31');
    const refused = await call(rep.session, 'PUT', `${API}/${p.id}/promotions`, [{ Id: old.id }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Message).toBe(ProposalMessages.PromotionExpired);
    expect(
      (await call(rep.session, 'PUT', `${API}/${p.id}/promotions`, [{ Id: current.id }])).statusCode,
    ).toBe(200);
    // Applied while current, then expired: saving the list again keeps it.
    await db
      .updateTable('promotions')
      .set({ expiration_date: '2001-01-31' })
      .where('id', '=', current.id)
      .execute();
    const kept = await call(rep.session, 'PUT', `${API}/${p.id}/promotions`, [{ Id: current.id }]);
    expect((kept.json() as Proposal).Promotions.map((x) => x.Id)).toEqual([current.id]);
  });

  it('pages documents 12 at a time', async () => {
    const rep = await who({ Proposals: F });
    const p = await proposalOf(rep.employeeId);
    const files = Array.from({ length: 13 }, (_, i) => ({ filename: `d${i}.pdf`, content: PDF }));
    for (let i = 0; i < 13; i += 7)
      expect((await upload(rep.session, `${API}/${p.id}/docs`, files.slice(i, i + 7))).statusCode).toBe(200);
    const page = await list(rep.session, `${API}/${p.id}/docs/_search`);
    expect(page.docs).toHaveLength(12);
    expect(page.total).toBe(13);
  });

  it('keeps Personal to its own proposals, ReadOnly to reading, and refuses edits once cancelled', async () => {
    const owner = await who({ Proposals: P });
    const stranger = await who({ Proposals: P });
    const reader = await who({ Proposals: R });
    const p = await proposalOf(owner.employeeId);
    const docs = `${API}/${p.id}/docs`;
    const [id] = (
      await upload(owner.session, docs, [{ filename: 'a.pdf', content: PDF }])
    ).json() as number[];

    expect((await call(stranger.session, 'POST', `${docs}/_search`, {})).statusCode).toBe(404);
    expect((await upload(stranger.session, docs, [{ filename: 'b.pdf', content: PDF }])).statusCode).toBe(
      404,
    );
    expect((await call(reader.session, 'POST', `${docs}/_search`, {})).statusCode).toBe(200);
    expect((await call(reader.session, 'GET', `${docs}/${id}`)).statusCode).toBe(200);
    expect((await upload(reader.session, docs, [{ filename: 'b.pdf', content: PDF }])).statusCode).toBe(403);
    expect((await call(reader.session, 'DELETE', `${docs}/${id}`)).statusCode).toBe(403);

    const cancelled = await proposalOf(owner.employeeId, ProposalStatuses.Cancelled);
    const refused = await upload(owner.session, `${API}/${cancelled.id}/docs`, [
      { filename: 'c.pdf', content: PDF },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Message).toBe(ProposalMessages.Cancelled);
    const stored = await ctx()
      .dbh.db.selectFrom('documents')
      .select('id')
      .where('owner_type', '=', 'proposal')
      .where('owner_id', '=', cancelled.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('keeps documents per service group of the proposal', async () => {
    const rep = await who({ Proposals: P });
    const p = await proposalOf(rep.employeeId);
    const db = ctx().dbh.db;
    const { id: groupId } = await db
      .insertInto('proposal_service_groups')
      .values({ proposal_id: p.id, service_group_id: ServiceGroups.PlantHealthCare })
      .returning('id')
      .executeTakeFirstOrThrow();
    const base = `${API}/${p.id}/service-groups/${groupId}`;
    const group = await call(rep.session, 'GET', base);
    expect(group.json()).toMatchObject({ Id: groupId, Name: 'Plant Health Care', CanEdit: true });
    const up = await upload(rep.session, `${base}/docs`, [{ filename: 'label.pdf', content: PDF }]);
    expect(up.statusCode, up.body).toBe(200);
    const { docs } = await list(rep.session, `${base}/docs/_search`);
    expect(docs.map((d) => d.Name)).toEqual(['label.pdf']);
    expect((await call(rep.session, 'GET', `${base}/docs/${docs[0]!.Id}`)).rawPayload.equals(PDF)).toBe(true);
    // The group must be the proposal's own.
    const other = await proposalOf(rep.employeeId);
    expect(
      (await call(rep.session, 'POST', `${API}/${other.id}/service-groups/${groupId}/docs/_search`, {}))
        .statusCode,
    ).toBe(404);
    expect((await call(rep.session, 'DELETE', `${base}/docs/${docs[0]!.Id}`)).statusCode).toBe(200);
  });

  it('keeps print attachment documents in order for the printed proposal, with Settings Full only', async () => {
    const admin = await who({ Settings: F, Proposals: F });
    const rep = await who({ Proposals: F });
    const root = `${API}/attachments`;
    const ids = (
      await upload(admin.session, root, [
        { filename: 'terms.pdf', content: PDF },
        { filename: 'warranty.pdf', content: PDF },
        { filename: 'logo.png', content: PNG },
      ])
    ).json() as number[];
    expect(ids).toHaveLength(3);
    expect((await upload(rep.session, root, [{ filename: 'x.pdf', content: PDF }])).statusCode).toBe(403);
    expect((await call(rep.session, 'POST', `${root}/_search`, {})).statusCode).toBe(403);

    const [terms, warranty, logo] = ids as [number, number, number];
    expect((await call(admin.session, 'PUT', root, [logo, terms, warranty])).statusCode).toBe(200);
    expect(
      (await call(admin.session, 'PUT', `${root}/${warranty}`, { Active: false, Name: 'Warranty' }))
        .statusCode,
    ).toBe(200);
    // The demo's own attachments keep their places; ours follow in the order given.
    const mine = (list: { Id: number }[]) => list.map((a) => a.Id).filter((id) => ids.includes(id));
    const { docs } = await list(admin.session, `${root}/_search`);
    expect(mine(docs)).toEqual([logo, terms, warranty]);
    expect(docs.find((d) => d.Id === warranty)!.Name).toBe('Warranty');

    const printed = await listPrintAttachments(ctx().dbh.db);
    expect(mine(printed)).toEqual([logo, terms]);
    expect(printed.find((a) => a.Id === terms)).toMatchObject({
      FileName: 'terms.pdf',
      ContentType: 'application/pdf',
    });
    const bytes = await call(admin.session, 'GET', `${root}/${terms}`);
    expect(bytes.rawPayload.equals(PDF)).toBe(true);
    for (const id of ids) expect((await call(admin.session, 'DELETE', `${root}/${id}`)).statusCode).toBe(200);
    expect(mine(await listPrintAttachments(ctx().dbh.db))).toEqual([]);
  });

  it('has demo print attachments, proposal documents and a template, the documents real PDFs', async () => {
    const admin = await who({ Settings: F, Proposals: F });
    const printed = await listPrintAttachments(ctx().dbh.db);
    expect(printed.map((a) => a.Name)).toEqual(['Terms and Conditions', 'Tree Care Warranty']);
    const pdf = await call(admin.session, 'GET', `${API}/attachments/${printed[0]!.Id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const owner = await ctx()
      .dbh.db.selectFrom('documents')
      .select('owner_id')
      .where('owner_type', '=', 'proposal')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { docs } = await list(admin.session, `${API}/${owner.owner_id}/docs/_search`);
    expect(docs.map((d) => d.Name)).toEqual(['Site plan.pdf', 'Arborist report.pdf']);
    const templates = await call(admin.session, 'GET', `${API}/proposaltemplates?q=oak`);
    expect((templates.json() as { Name: string }[]).map((t) => t.Name)).toContain('Oak pruning and disposal');
  });

  it('keeps a proposal as a template and starts a new Created proposal from it for another location', async () => {
    // Starting a proposal at a location needs the reach to that location, as adding one does.
    const admin = await who({ Proposals: F, Account: F });
    const p = await proposalOf(admin.employeeId);
    const add = (body: object) =>
      call(admin.session, 'POST', `${API}/ProposalData`, { ProposalId: p.id, ...body });
    expect(
      (
        await add({
          ServiceGroupId: ServiceGroups.ArborCare,
          ServiceId: cat.pruning,
          ServiceItemIds: [p.smallOak, p.largeOak],
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await add({
          ServiceGroupId: ServiceGroups.ArborCare,
          MaterialId: cat.disposal,
          ServiceItemIds: [p.smallOak],
        })
      ).statusCode,
    ).toBe(200);
    const source = (await call(admin.session, 'GET', `${API}/builder/${p.id}`)).json() as Builder;

    const empty = await proposalOf(admin.employeeId);
    const refused = await call(admin.session, 'POST', `${API}/proposaltemplates/save`, {
      Name: 'x',
      ProposalId: empty.id,
    });
    expect(refused.json().Message).toBe(TemplateMessages.EmptyProposal);
    const noName = await call(admin.session, 'POST', `${API}/proposaltemplates/save`, {
      Name: ' ',
      ProposalId: p.id,
    });
    expect(noName.json().ModelState.Name).toEqual([TemplateMessages.NameRequired]);

    const saved = await call(admin.session, 'POST', `${API}/proposaltemplates/save`, {
      Name: 'Oak pruning',
      Description: 'Two oaks and disposal',
      ProposalId: p.id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const t = saved.json() as ProposalTemplate;
    expect(t).toMatchObject({ Name: 'Oak pruning', GroupCount: source.ProposalGroups.length, ItemCount: 2 });

    const listed = await call(admin.session, 'GET', `${API}/proposaltemplates?q=oak&skip=0&take=12`);
    expect((listed.json() as { Id: number }[]).map((x) => x.Id)).toContain(t.Id);
    const json = (
      await call(admin.session, 'GET', `${API}/proposaltemplates/${t.Id}/json`)
    ).json() as ProposalTemplateContent;
    expect(json.Groups[0]!.OptionGroups[0]!.Options[0]!.Services[0]!.ServiceId).toBe(cat.pruning);

    const renamed = await call(admin.session, 'PUT', `${API}/proposaltemplates/save`, {
      Id: t.Id,
      Version: t.Version,
      Name: 'Oaks',
    });
    expect(renamed.statusCode).toBe(200);
    const stale = await call(admin.session, 'PUT', `${API}/proposaltemplates/save`, {
      Id: t.Id,
      Version: t.Version,
      Name: 'Late',
    });
    expect(stale.statusCode).toBe(409);

    const loc = await ctx()
      .dbh.db.selectFrom('account_locations')
      .select(['id', 'account_id'])
      .where('branch_id', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const started = await call(admin.session, 'POST', `${API}/proposaltemplates/${t.Id}/proposals`, {
      AccountLocationId: loc.id,
    });
    expect(started.statusCode, started.body).toBe(200);
    const np = started.json() as Proposal;
    expect(np).toMatchObject({
      StatusId: ProposalStatuses.Created,
      AccountLocationId: loc.id,
      AccountId: loc.account_id,
    });
    const copy = (await call(admin.session, 'GET', `${API}/builder/${np.Id}`)).json() as Builder;
    const shape = (b: Builder) =>
      b.ProposalGroups.map((g) => ({
        name: g.Name,
        options: g.ProposalOptionGroups.map((og) =>
          og.ProposalOptions.map((o) => ({
            services: o.ProposalItemServices.map((s) => s.ServiceId),
            materials: o.ProposalItemMaterials.map((m) => m.MaterialId),
          })),
        ),
      }));
    expect(shape(copy)).toEqual(shape(source));

    const rep = await who({ Proposals: P });
    expect((await call(rep.session, 'GET', `${API}/proposaltemplates`)).statusCode).toBe(403);
    expect((await call(admin.session, 'DELETE', `${API}/proposaltemplates/${t.Id}`)).statusCode).toBe(200);
    expect((await call(admin.session, 'GET', `${API}/proposaltemplates/${t.Id}`)).statusCode).toBe(404);
  });
});
