import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '@canopy/shared';
import { BLOB_CHUNK_BYTES, BlobStatus } from '@canopy/sync/protocol';
import { ValidationError } from '../../../platform/errors';
import { workOrderImageAccess } from '../../work-order-images/work-order-images.access';
import type { BlobsService } from './sync-blobs.service';

const tags = ['Sync'];
const HashParams = Type.Object({ hash: Type.String({ pattern: '^[0-9a-f]{64}$' }) });
const ChunkQuery = Type.Object({
  offset: Type.Integer({ minimum: 0 }),
  /** 1 on the last piece: the server then checks and stores the whole photo. */
  final: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
});
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Photo uploads of the crew app by content hash (GET progress, PUT a piece), as adding images allows. */
export const syncBlobsRoutes =
  (blobs: BlobsService): FastifyPluginAsyncTypebox =>
  async (app) => {
    // Raw pieces, in this plugin only; the rest of the API takes JSON and multipart.
    app.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: BLOB_CHUNK_BYTES },
      (_req, body, done) => done(null, body),
    );
    app.get(
      '/sync/blobs/:hash',
      {
        config: workOrderImageAccess.edit,
        schema: { tags, params: HashParams, response: { 200: BlobStatus, ...errors } },
      },
      async (req) => blobs.status(req.auth, req.params.hash),
    );
    app.put(
      '/sync/blobs/:hash',
      {
        config: workOrderImageAccess.edit,
        bodyLimit: BLOB_CHUNK_BYTES,
        schema: {
          tags,
          params: HashParams,
          querystring: ChunkQuery,
          consumes: ['application/octet-stream'],
          response: { 200: BlobStatus, 409: BlobStatus, ...errors },
        },
      },
      async (req) => {
        const body: unknown = req.body ?? Buffer.alloc(0);
        if (!Buffer.isBuffer(body))
          throw new ValidationError({ File: ["Send the photo's bytes as application/octet-stream."] });
        return blobs.put(req.auth, req.params.hash, req.query.offset, body, req.query.final === 1);
      },
    );
  };
