import { lazy, Suspense } from 'react';
import type { WorkOrder } from '@canopy/shared';
import { FormSkeleton } from '../../ui/FormSkeleton';
import type { WorkOrderTab } from './search';

export interface WorkOrderSectionsProps {
  tab: Exclude<WorkOrderTab, 'basic'>;
  workOrder: WorkOrder;
  /** Refetches the work order after a change that may move its status or facts. */
  onChanged: () => void;
}

/**
 * Each tab's code is fetched when the tab is first opened, so the work order opens with only what
 * its first tab shows. Offline the service worker holds every chunk, so the tabs open all the same.
 */
const sections = {
  services: lazy(() =>
    import('../work-order-services/ServicesSection').then((m) => ({ default: m.ServicesSection })),
  ),
  dailylogs: lazy(() =>
    import('../work-order-services/DailyLogsSection').then((m) => ({ default: m.DailyLogsSection })),
  ),
  images: lazy(() => import('../work-order-media/ImagesSection').then((m) => ({ default: m.ImagesSection }))),
  scouting: lazy(() =>
    import('../work-order-media/ScoutingReportSection').then((m) => ({ default: m.ScoutingReportSection })),
  ),
  problems: lazy(() =>
    import('../work-order-problems/EquipmentProblemsSection').then((m) => ({
      default: m.EquipmentProblemsSection,
    })),
  ),
  damages: lazy(() =>
    import('../work-order-problems/DamagesSection').then((m) => ({ default: m.DamagesSection })),
  ),
  chemicals: lazy(() =>
    import('../work-order-chemicals/ChemicalsSection').then((m) => ({ default: m.ChemicalsSection })),
  ),
  materials: lazy(() =>
    import('../work-order-materials/MaterialsSection').then((m) => ({ default: m.MaterialsSection })),
  ),
  purchaseorders: lazy(() =>
    import('../work-order-materials/PurchaseOrdersSection').then((m) => ({
      default: m.PurchaseOrdersSection,
    })),
  ),
  pricing: lazy(() => import('./PricingSection').then((m) => ({ default: m.PricingSection }))),
} satisfies Record<WorkOrderSectionsProps['tab'], unknown>;

/** The sub-record tabs, built by the services, media and problems modules. */
export function WorkOrderSections({ tab, workOrder, onChanged }: WorkOrderSectionsProps) {
  const Section = sections[tab];
  return (
    <Suspense fallback={<FormSkeleton rows={4} />}>
      <Section workOrder={workOrder} onChanged={onChanged} />
    </Suspense>
  );
}
