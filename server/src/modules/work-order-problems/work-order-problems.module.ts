import type { CanopyModule } from '../module';
import { damagesRoutes } from './damages.routes';
import { damagesService } from './damages.service';
import { equipmentProblemsRoutes } from './equipment-problems.routes';
import { equipmentProblemsService } from './equipment-problems.service';
import {
  equipmentProblemSync,
  workOrderDamageServiceSync,
  workOrderDamageSync,
} from './work-order-problems.sync';

/** Equipment problems and damages of work orders: workOrders/equipmentproblems/…, workOrderDamages/…, workOrderDamageServices/… */
export const workOrderProblemsModule = {
  name: 'work-order-problems',
  async register(api, { db }) {
    await api.register(equipmentProblemsRoutes(equipmentProblemsService(db)));
    await api.register(damagesRoutes(damagesService(db)));
  },
  sync: [workOrderDamageSync, workOrderDamageServiceSync, equipmentProblemSync],
} satisfies CanopyModule;
