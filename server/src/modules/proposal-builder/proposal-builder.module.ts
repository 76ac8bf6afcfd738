import type { CanopyModule } from '../module';
import { proposalAdditionsRoutes } from './proposal-additions.routes';
import { proposalAdditionsService } from './proposal-additions.service';
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
    const photos = proposalPhotosService(db, files);
    await api.register(proposalPhotosRoutes(photos));
    await api.register(proposalAdditionsRoutes(proposalAdditionsService(db, builder), photos));
  },
} satisfies CanopyModule;
