import { ServiceClassifications as C, ServiceGroups as G, ServiceTypes as T } from '@canopy/shared';
import type { Db } from '../platform/db';

const SERVICES = [
  ['Structural Pruning', G.ArborCare, T.Single, C.Tree],
  ['Crown Cleaning', G.ArborCare, T.Single, C.Tree],
  ['Tree Removal', G.ArborCare, T.Single, C.Tree],
  ['Stump Grinding', G.ArborCare, T.Single, C.Tree],
  ['Cabling and Bracing', G.ArborCare, T.Single, C.Tree],
  ['Deep-Root Fertilization', G.Fertilization, T.Single, C.Fertilization],
  ['Dormant Oil Spray', G.PlantHealthCare, T.Single, C.Spray],
  ['Emerald Ash Borer Treatment', G.PlantHealthCare, T.Single, C.Spray],
  ['Apple Scab Program', G.PlantHealthCare, T.Multi, C.Spray],
  ['Lawn Care Rounds', G.LawnCare, T.Multi, C.Lawn],
  ['Grub Control', G.LawnCare, T.Single, C.Lawn],
  ['Nursery Stock Planting', G.Nursery, T.Single, null],
] as const;

const CHEMICALS = [
  ['Arbor-Mectin (emamectin benzoate)', '100-1309'],
  ['Horticultural Oil', '48813-1'],
  ['Propiconazole 14.3', '60063-6'],
  ['Imidacloprid 2F', '432-1312'],
  ['Bifenthrin 7.9', '279-3206'],
  ['Paclobutrazol Growth Regulator', '74779-3'],
] as const;

export async function seedCatalogue(db: Db): Promise<void> {
  await db
    .insertInto('services')
    .values(
      SERVICES.map(([name, group, type, cls]) => ({
        name,
        service_group_id: group,
        service_type_id: type,
        service_classification_id: cls,
      })),
    )
    .execute();
  await db
    .insertInto('chemicals')
    .values(CHEMICALS.map(([name, epa]) => ({ name, epa_number: epa })))
    .execute();
}
