import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ErrorBody,
  IdParams,
  Ok,
  SaveTaxRate,
  TaxRate,
  TaxRateForAddress,
  TaxRateImportResult,
  TaxRateSearch,
} from '@canopy/shared';
import { readUploads } from '../../platform/files/files';
import { sendList } from '../../platform/lists';
import type { TaxRatesService } from './tax-rates.service';
import { taxRateAccess } from './tax-rates.access';

const { view, edit } = taxRateAccess;
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['Tax rates'];
// Two files allowed through so that sending more than one is answered with a message, not cut off.
const CSV_UPLOAD = { maxBytes: 5 * 1024 * 1024, maxFiles: 2, kinds: ['text' as const] };

export const taxRatesRoutes =
  (svc: TaxRatesService): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.post(
      '/taxRates/_search',
      {
        config: view,
        schema: { tags, body: TaxRateSearch, response: { 200: Type.Array(TaxRate), ...errors } },
      },
      async (req, reply) => sendList(reply, await svc.search(req.auth, req.body)),
    );
    app.put(
      '/taxRates/save',
      { config: edit, schema: { tags, body: SaveTaxRate, response: { 200: TaxRate, ...errors } } },
      async (req) => svc.save(req.auth, req.body),
    );
    app.delete(
      '/taxRates/:id/remove',
      { config: edit, schema: { tags, params: IdParams, response: { 200: Ok, ...errors } } },
      async (req) => {
        await svc.remove(req.auth, req.params.id);
        return {};
      },
    );
    app.post(
      '/taxRates/import',
      {
        config: edit,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          response: { 200: TaxRateImportResult, ...errors },
        },
      },
      async (req) => svc.import(req.auth, await readUploads(req, CSV_UPLOAD)),
    );
    app.get(
      '/taxRates/address/:id',
      { config: view, schema: { tags, params: IdParams, response: { 200: TaxRateForAddress, ...errors } } },
      async (req) => svc.forAddress(req.auth, req.params.id),
    );
  };
