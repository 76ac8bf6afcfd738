import { CustomerSignature } from '@canopy/shared';
import { SyncMessages } from '@canopy/sync/protocol';
import { ruleFailed } from '../../platform/errors';
import { parseBody } from '../sync/push/sync-push.body';
import { applied, unlessGone, type MutationCtx, type Outcome } from '../sync/push/sync-push.handlers';
import { loaded, type SyncEntityDef } from '../sync/sync-entity';
import { deviceCopies, signOnDevice } from './work-authorization-device';
import { waDeviceRepo } from './work-authorization-device.repo';
import { waAccess, waScope } from './work-authorizations.access';

/**
 * The customer's signature from the device: applied by the service while the proposal's terms still
 * hash as they did on the device, otherwise a conflict that waits for review.
 */
async function sign(c: MutationCtx): Promise<Outcome> {
  const r = await signOnDevice(c.trx, c.auth, c.id, parseBody(CustomerSignature, c.data));
  if ('conflict' in r)
    return { kind: 'conflict', Id: c.id, Current: r.conflict, CurrentVersion: r.conflict.Version };
  return applied(r.applied);
}

const readOnly = (): Promise<Outcome> => Promise.reject(ruleFailed(SyncMessages.ReadOnly));

/**
 * Work authorizations on the crew app: those the caller reaches online at the locations their device
 * holds (the work they crew or sell there, and their own proposals waiting for a signature), open or
 * just signed. A device records the customer's approval and signature on one; it never makes or
 * removes one.
 */
export const workAuthorizationSync: SyncEntityDef<'workAuthorization'> = {
  entity: 'workAuthorization',
  read: waAccess.view,

  async load({ db, auth, scope }, ids) {
    const rows = await waDeviceRepo(db).held(waScope(auth), ids, scope.roots.locationIds);
    return loaded(await deviceCopies(db, rows));
  },

  push: {
    create: readOnly,
    delete: readOnly,
    update: (c) => unlessGone(c, 'work_authorizations', () => sign(c)),
  },
};
