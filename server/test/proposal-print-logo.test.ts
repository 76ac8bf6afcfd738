import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { describeEngines } from './harness';
import { formatProposal } from './proposal-format.fixtures';
import { pageImages } from './support/pdf-images';

// The printed proposal carries the company's logo (COMPANY_LOGO), the one the customer pages show.

const LOGO = resolve(import.meta.dirname, '../../client/public/favicon-32.png');

describeEngines(
  'printed proposal with the company logo',
  (ctx) => {
    it("draws the configured logo on the printed proposal's cover", async () => {
      const p = await formatProposal(ctx());
      const res = await ctx().call(p.s, 'POST', `/api/v1/proposals/emailProposal/${p.id}/false`, {});
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(await pageImages(res.rawPayload, 0)).toEqual([{ width: 32, height: 32 }]);
      // The logo heads the cover only; the pages after it are the proposal's own.
      expect(await pageImages(res.rawPayload, 1)).toEqual([]);
    });
  },
  { env: { COMPANY_LOGO: LOGO } },
);
