import { describe, expect, it } from 'vitest';
import { F, R } from '../claims';
import { ServiceGroups, WorkOrderStatuses as S } from '../enums';
import { Messages } from '../messages';
import { WorkOrderServiceMessages as M } from './messages';
import {
  canAddServices,
  mayChangeService,
  mayViewServices,
  serviceAddRefusal,
  workOrderServiceFormProblems,
  type ServiceAddCheck,
} from './rules';

const editor = { WorkOrders_Services: R | F };
const order = (over: Partial<ServiceAddCheck> = {}): ServiceAddCheck => ({
  claims: editor,
  AccountLocationId: 10,
  ServiceGroupId: ServiceGroups.ArborCare,
  StatusId: S.Scheduled,
  ...over,
});

describe('when services may be added', () => {
  it('allows an Arbor Care order with a location in an open status to a services editor', () => {
    for (const StatusId of [S.Created, S.ReadyForScheduling, S.Scheduled, S.InProgress])
      expect(canAddServices(order({ StatusId }))).toBe(true);
  });

  it('refuses without WorkOrders_Services Full', () => {
    expect(serviceAddRefusal(order({ claims: { WorkOrders_Services: R } }))).toBe(M.MayNotEditServices);
    expect(canAddServices(order({ claims: undefined }))).toBe(false);
  });

  it('refuses an order with no location or outside Arbor Care', () => {
    expect(serviceAddRefusal(order({ AccountLocationId: null }))).toBe(M.NoLocation);
    for (const g of [ServiceGroups.PlantHealthCare, ServiceGroups.LawnCare, ServiceGroups.Nursery])
      expect(serviceAddRefusal(order({ ServiceGroupId: g }))).toBe(M.ArborCareOnly);
  });

  it('refuses Completed, On Hold, Cancelled and Pending Cancellation orders, naming the status', () => {
    expect(serviceAddRefusal(order({ StatusId: S.Completed }))).toBe(
      'Services cannot be added to a work order that is Completed.',
    );
    expect(serviceAddRefusal(order({ StatusId: S.OnHold }))).toContain('On Hold');
    expect(serviceAddRefusal(order({ StatusId: S.Cancelled }))).toContain('Cancelled');
    expect(serviceAddRefusal(order({ StatusId: S.PendingCancellation }))).toContain('Pending Cancellation');
  });
});

describe('service form messages', () => {
  const line = { ServiceItemId: 5, ServiceUnits: 1, PricingUnits: 1 };
  const ok = { ServiceGroupId: 1, ServiceId: 3, TotalCost: 100, WorkOrderServiceItems: [line] };

  it('accepts a complete form', () => {
    expect(workOrderServiceFormProblems(ok)).toEqual([]);
    expect(workOrderServiceFormProblems({ ...ok, TotalCost: 0 })).toEqual([]);
  });

  it('lists every missing field in form order', () => {
    expect(workOrderServiceFormProblems({})).toEqual([
      M.ServiceGroupRequired,
      M.ServiceRequired,
      M.ServiceCostRequired,
    ]);
  });

  it('asks for the group first when a service was picked without one', () => {
    expect(workOrderServiceFormProblems({ ...ok, ServiceGroupId: null })).toEqual([
      M.SelectServiceGroupFirst,
    ]);
  });

  it('refuses a negative cost', () => {
    expect(workOrderServiceFormProblems({ ...ok, TotalCost: -1 })).toEqual([Messages.NegativeDollarAmounts]);
  });

  it('needs an inventory item except for Nursery', () => {
    expect(workOrderServiceFormProblems({ ...ok, WorkOrderServiceItems: [] })).toEqual([
      M.InventoryItemRequired,
    ]);
    expect(
      workOrderServiceFormProblems({
        ...ok,
        ServiceGroupId: ServiceGroups.Nursery,
        WorkOrderServiceItems: [],
      }),
    ).toEqual([]);
  });

  it('needs each item line chosen, filled and listed once', () => {
    const lines = [{ ServiceUnits: 1, PricingUnits: 1 }, { ServiceItemId: 6, ServiceUnits: 1 }, line, line];
    expect(workOrderServiceFormProblems({ ...ok, WorkOrderServiceItems: lines })).toEqual([
      M.SelectInventoryItem,
      M.FillRequiredFields,
      M.ItemListedTwice,
    ]);
  });
});

describe('who may change a service', () => {
  const services = { WorkOrders_Services: F };
  const status = { WorkOrders_Status: F };

  it('lets WorkOrders_Status Full complete a service but not edit it', () => {
    expect(mayChangeService(status, { completed: true, other: false })).toBe(true);
    expect(mayChangeService(status, { completed: true, other: true })).toBe(false);
  });

  it('lets WorkOrders_Services Full edit a service but not complete it', () => {
    expect(mayChangeService(services, { completed: false, other: true })).toBe(true);
    expect(mayChangeService(services, { completed: true, other: false })).toBe(false);
    expect(mayChangeService({ ...services, ...status }, { completed: true, other: true })).toBe(true);
  });

  it('refuses read-only callers even an empty change', () => {
    expect(mayChangeService({ WorkOrders_Services: R }, { completed: false, other: false })).toBe(false);
  });

  it('shows services to ReadOnly or Full', () => {
    expect(mayViewServices({ WorkOrders_Services: R })).toBe(true);
    expect(mayViewServices({ WorkOrders_Services: F })).toBe(true);
    expect(mayViewServices({ WorkOrders: F })).toBe(false);
  });
});
