import type { CanopyModule } from '../module';
import { proposalBuilderRoutes } from './proposal-builder.routes';
import { builderService } from './proposal-builder.service';
import { proposalGroupsService } from './proposal-groups.service';
import { proposalItemsRoutes } from './proposal-items.routes';
import { proposalItemsService } from './proposal-items.service';
import { proposalPhotosRoutes } from './proposal-photos.routes';
import { proposalPhotosService } from './proposal-photos.service';

/** The proposal builder: groups > option groups > options > services and materials, priced exactly. */
export const proposalBuilderModule = {
  name: 'proposal-builder',
  async register(api, { db, files }) {
    const builder = builderService(db, files);
    await api.register(proposalBuilderRoutes(builder, db));
    await api.register(
      proposalItemsRoutes(proposalItemsService(db, files, builder), proposalGroupsService(db, builder)),
    );
    await api.register(proposalPhotosRoutes(proposalPhotosService(db, files)));
  },
} satisfies CanopyModule;
