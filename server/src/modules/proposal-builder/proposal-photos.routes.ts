import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BuilderPhoto, ErrorBody, IdParams, Ok, SavedPhoto, SavePhoto } from '@canopy/shared';
import { IMAGE_LIMITS, readUploads } from '../../platform/files/files';
import { IMAGE_KINDS } from '../../platform/files/sniff';
import { builderAccess } from './proposal-builder.access';
import type { ProposalPhotosService } from './proposal-photos.service';

const { edit } = builderAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Proposal builder'];

/** Photos of services (proposals/pic/{id}) and materials (ProposalItemMaterialPic/{id}), multipart. */
export const proposalPhotosRoutes =
  (svc: ProposalPhotosService): FastifyPluginAsyncTypebox =>
  async (app) => {
    const kinds = [
      {
        kind: 'service',
        upload: '/proposals/pic/:id',
        save: '/proposals/proposalItemImage/:id',
        remove: '/proposals/ProposalItemServicePhoto/:id',
      },
      {
        kind: 'material',
        upload: '/proposals/ProposalItemMaterialPic/:id',
        save: '/proposals/proposalItemMaterialImage/:id',
        remove: '/proposals/ProposalItemMaterialPhoto/:id',
      },
    ] as const;
    for (const k of kinds) {
      app.post(
        k.upload,
        {
          config: edit,
          schema: {
            tags,
            params: IdParams,
            consumes: ['multipart/form-data'],
            response: { 200: Type.Array(BuilderPhoto), ...errors },
          },
        },
        async (req) =>
          svc.add(
            req.auth,
            k.kind,
            req.params.id,
            await readUploads(req, { ...IMAGE_LIMITS, kinds: IMAGE_KINDS }),
          ),
      );
      app.put(
        k.save,
        {
          config: edit,
          schema: { tags, params: IdParams, body: SavePhoto, response: { 200: SavedPhoto, ...errors } },
        },
        async (req) => svc.save(req.auth, k.kind, req.params.id, req.body),
      );
      app.delete(
        k.remove,
        { config: edit, schema: { tags, params: IdParams, response: { 200: Ok, ...errors } } },
        async (req) => {
          await svc.remove(req.auth, k.kind, req.params.id);
          return {};
        },
      );
    }
  };
