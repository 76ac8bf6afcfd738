import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AddProposalItemMaterial,
  AddProposalItemService,
  BasicService,
  Builder,
  BuilderPhoto,
  ErrorBody,
  IdParams,
  ProposalCrewParams,
  SaveProposalEquipment,
} from '@canopy/shared';
import { ValidationError } from '../../platform/errors';
import { IMAGE_LIMITS, readUploads, type Upload } from '../../platform/files/files';
import { IMAGE_KINDS } from '../../platform/files/sniff';
import { builderAccess } from './proposal-builder.access';
import type { ProposalAdditionsService } from './proposal-additions.service';
import type { ProposalPhotosService } from './proposal-photos.service';

const { view, edit } = builderAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Proposal builder'];
const one = { 200: Builder, ...errors };

/** The owner of photos posted without an id in the path: a form field, under either spelling. */
function ownerField(uploads: Upload[], names: string[]): number {
  const fields = uploads[0]?.fields ?? {};
  for (const name of [...names, 'Id'])
    for (const key of [name, name.charAt(0).toLowerCase() + name.slice(1)]) {
      const v = fields[key];
      if (v !== undefined && /^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2_147_483_647) return Number(v);
    }
  throw new ValidationError({ [names[0]!]: [`${names[0]} is required.`] });
}

/** Adds into existing options, the proposal's crew and equipment, id-less photo uploads, basic services. */
export const proposalAdditionsRoutes =
  (svc: ProposalAdditionsService, photos: ProposalPhotosService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/proposals/ProposalItemService',
      { config: edit, schema: { tags, body: AddProposalItemService, response: one } },
      async (req) => svc.addService(req.auth, req.body),
    );
    app.post(
      '/proposals/ProposalItemMaterial',
      { config: edit, schema: { tags, body: AddProposalItemMaterial, response: one } },
      async (req) => svc.addMaterial(req.auth, req.body),
    );
    app.put(
      '/proposals/:id/crew/:crewId',
      { config: edit, schema: { tags, params: ProposalCrewParams, response: one } },
      async (req) => svc.saveCrew(req.auth, req.params.id, req.params.crewId),
    );
    app.put(
      '/proposals/:id/Equipment',
      { config: edit, schema: { tags, params: IdParams, body: SaveProposalEquipment, response: one } },
      async (req) => svc.saveEquipment(req.auth, req.params.id, req.body),
    );
    app.get(
      '/services/basic',
      { config: view, schema: { tags, response: { 200: Type.Array(BasicService), ...errors } } },
      async (req) => svc.basicServices(req.auth),
    );
    const uploads = [
      { kind: 'service', path: '/proposals/pic', owner: ['ProposalItemServiceId'] },
      { kind: 'material', path: '/proposals/ProposalItemMaterialPic', owner: ['ProposalItemMaterialId'] },
    ] as const;
    for (const u of uploads)
      app.post(
        u.path,
        {
          config: edit,
          schema: {
            tags,
            consumes: ['multipart/form-data'],
            response: { 200: Type.Array(BuilderPhoto), ...errors },
          },
        },
        async (req) => {
          const files = await readUploads(req, { ...IMAGE_LIMITS, kinds: IMAGE_KINDS });
          return photos.add(req.auth, u.kind, ownerField(files, [...u.owner]), files);
        },
      );
  };
