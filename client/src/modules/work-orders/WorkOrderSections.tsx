import type { WorkOrder } from '@canopy/shared';
import { ImagesSection, ScoutingReportSection } from '../work-order-media';
import { DailyLogsSection, ServicesSection } from '../work-order-services';
import type { WorkOrderTab } from './search';

export interface WorkOrderSectionsProps {
  tab: Exclude<WorkOrderTab, 'basic'>;
  workOrder: WorkOrder;
  /** Refetches the work order after a change that may move its status or facts. */
  onChanged: () => void;
}

/** The sub-record tabs, built by the services and media modules. */
export function WorkOrderSections({ tab, workOrder, onChanged }: WorkOrderSectionsProps) {
  switch (tab) {
    case 'services':
      return <ServicesSection workOrder={workOrder} onChanged={onChanged} />;
    case 'dailylogs':
      return <DailyLogsSection workOrder={workOrder} onChanged={onChanged} />;
    case 'images':
      return <ImagesSection workOrder={workOrder} onChanged={onChanged} />;
    case 'scouting':
      return <ScoutingReportSection workOrder={workOrder} onChanged={onChanged} />;
  }
}
