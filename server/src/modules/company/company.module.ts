import type { CanopyModule } from '../module';
import { COMPANY_LOGO_PATH, readCompanyLogo } from './company-branding';

/** The company's own details shown to customers: its logo, public like the pages that show it. */
export const companyModule = {
  name: 'company',
  async register(api, { config }) {
    api.get(
      COMPANY_LOGO_PATH,
      { config: { access: { public: true as const } }, schema: { tags: ['Company'], hide: true } },
      async (_req, reply) => {
        const logo = await readCompanyLogo(config);
        if (!logo) return reply.code(404).send({ Message: 'No logo is configured.' });
        return reply.header('Cache-Control', 'public, max-age=86400').type(logo.type).send(logo.data);
      },
    );
  },
} satisfies CanopyModule;
