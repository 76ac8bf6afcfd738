import { useState } from 'react';
import { Divider, Stack } from '@mantine/core';
import {
  B,
  F,
  has,
  MaterialTypes,
  mayViewMaterialPrices,
  P,
  type WorkOrder,
  type WorkOrderMaterial,
} from '@canopy/shared';
import { useClaims } from '../../kernel/session/sessionStore';
import { useRefetchAfterSync } from '../../offline/subRecords';
import { useSyncStatusStore } from '../../offline/status';
import { CrewWorkOrderGate } from '../work-order-services';
import { DeviceMaterials } from './DeviceMaterials';
import { MaterialList } from './MaterialList';
import { materialKeys } from './queries';

export interface MaterialsSectionProps {
  workOrder: WorkOrder;
  onChanged: () => void;
}

/**
 * The work order's materials and disposals, a list of each (spec §2 "materials (by type)"). WorkOrders
 * Personal, Branch or Full adds and edits, WorkOrders_Status Full completes, and prices show only with
 * WorkOrders_Pricing (spec §6). One row is added or edited at a time across both lists.
 */
export function MaterialsSection({ workOrder }: MaterialsSectionProps) {
  const claims = useClaims();
  const online = useSyncStatusStore((s) => s.online);
  useRefetchAfterSync(materialKeys.all(workOrder.Id));
  const [open, setOpen] = useState<{ typeId: number; row: WorkOrderMaterial | null } | null>(null);
  const common = {
    workOrder,
    canEdit: has(claims, 'WorkOrders', P | B | F),
    canComplete: has(claims, 'WorkOrders_Status', F),
    prices: mayViewMaterialPrices(claims),
    open,
    onOpen: setOpen,
  };
  // Without a connection the crew holding the work order works on the device's copy.
  if (!online)
    return (
      <CrewWorkOrderGate workOrderId={workOrder.Id}>
        {() => (
          <Stack>
            <DeviceMaterials
              {...common}
              typeId={MaterialTypes.Material}
              typeLabel="Material"
              heading="Materials"
            />
            <Divider />
            <DeviceMaterials
              {...common}
              typeId={MaterialTypes.Disposal}
              typeLabel="Disposal"
              heading="Disposals"
            />
          </Stack>
        )}
      </CrewWorkOrderGate>
    );
  return (
    <Stack>
      <MaterialList {...common} typeId={MaterialTypes.Material} typeLabel="Material" heading="Materials" />
      <Divider />
      <MaterialList {...common} typeId={MaterialTypes.Disposal} typeLabel="Disposal" heading="Disposals" />
    </Stack>
  );
}
