import {
  NewEquipmentProblem,
  NewWorkOrderDamage,
  NewWorkOrderDamageService,
  SaveEquipmentProblem,
  SaveWorkOrderDamage,
  SaveWorkOrderDamageService,
} from '@canopy/shared';
import { parseBody } from '../sync/push/sync-push.body';
import { archiveOnDelete, saveThenArchive } from '../sync/push/sync-push.archive';
import { applied, type MutationCtx } from '../sync/push/sync-push.handlers';
import { loaded, onHeldWorkOrder, type SyncEntityDef } from '../sync/sync-entity';
import { damagesRepo } from './damages.repo';
import { damagesService } from './damages.service';
import { equipmentProblemsRepo } from './equipment-problems.repo';
import { equipmentProblemsService } from './equipment-problems.service';
import { workOrderProblemAccess } from './work-order-problems.access';
import {
  toEquipmentProblem,
  toWorkOrderDamage,
  toWorkOrderDamageService,
} from './work-order-problems.mapper';

// Damages, their damage services and equipment problems on the crew app: pulled with their work
// order, added, saved and archived through the online services, so every rule, message and claim is
// the online one. A record made on the device may be referred to before the server has it (a damage
// service's DamageId, a photo's KeyId): the push resolves those by the record's key.

const damageSteps = (c: MutationCtx) => {
  const s = damagesService(c.trx);
  return {
    save: (body: Record<string, unknown>) => s.save(c.auth, parseBody(SaveWorkOrderDamage, body)),
    current: () => s.editable(c.auth, c.id),
    toggle: () => s.toggleArchived(c.auth, c.id),
  };
};

const damageServiceSteps = (c: MutationCtx) => {
  const s = damagesService(c.trx);
  return {
    save: (body: Record<string, unknown>) =>
      s.saveService(c.auth, parseBody(SaveWorkOrderDamageService, body)),
    current: () => s.editableService(c.auth, c.id),
    toggle: () => s.toggleServiceArchived(c.auth, c.id),
  };
};

const problemSteps = (c: MutationCtx) => {
  const s = equipmentProblemsService(c.trx);
  return {
    save: (body: Record<string, unknown>) => s.save(c.auth, parseBody(SaveEquipmentProblem, body)),
    current: () => s.editable(c.auth, c.id),
    toggle: () => s.toggleArchived(c.auth, c.id),
  };
};

export const workOrderDamageSync: SyncEntityDef<'workOrderDamage'> = {
  entity: 'workOrderDamage',
  read: workOrderProblemAccess.view,
  async load(ctx, ids) {
    const rows = await damagesRepo(ctx.db).damagesByIds(ids);
    return loaded(rows.filter(onHeldWorkOrder(ctx)).map(toWorkOrderDamage));
  },
  push: {
    async create({ trx, auth, data }) {
      return applied(await damagesService(trx).add(auth, parseBody(NewWorkOrderDamage, data)));
    },
    update: (c) => saveThenArchive(c, 'work_order_damages', damageSteps(c)),
    delete: (c) => archiveOnDelete(c, 'work_order_damages', damageSteps(c)),
  },
};

export const workOrderDamageServiceSync: SyncEntityDef<'workOrderDamageService'> = {
  entity: 'workOrderDamageService',
  read: workOrderProblemAccess.view,
  async load(ctx, ids) {
    const rows = await damagesRepo(ctx.db).servicesByIds(ids);
    return loaded(rows.filter(onHeldWorkOrder(ctx)).map(toWorkOrderDamageService));
  },
  push: {
    async create({ trx, auth, data }) {
      return applied(await damagesService(trx).addService(auth, parseBody(NewWorkOrderDamageService, data)));
    },
    update: (c) => saveThenArchive(c, 'work_order_damage_services', damageServiceSteps(c)),
    delete: (c) => archiveOnDelete(c, 'work_order_damage_services', damageServiceSteps(c)),
  },
};

export const equipmentProblemSync: SyncEntityDef<'equipmentProblem'> = {
  entity: 'equipmentProblem',
  read: workOrderProblemAccess.view,
  async load(ctx, ids) {
    const rows = await equipmentProblemsRepo(ctx.db).byIds(ids);
    return loaded(rows.filter(onHeldWorkOrder(ctx)).map(toEquipmentProblem));
  },
  push: {
    async create({ trx, auth, data }) {
      return applied(await equipmentProblemsService(trx).add(auth, parseBody(NewEquipmentProblem, data)));
    },
    update: (c) => saveThenArchive(c, 'equipment_problems', problemSteps(c)),
    delete: (c) => archiveOnDelete(c, 'equipment_problems', problemSteps(c)),
  },
};
