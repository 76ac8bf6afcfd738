import { useEffect, useState } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dollarsToCents,
  B,
  F,
  formatCurrency,
  has,
  markerMessage,
  ServiceGroups,
  WORK_ORDER_SERVICE_DESCRIPTION_MAX,
  WorkOrderServiceMessages as M,
  type WorkOrder,
  type WorkOrderService,
} from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { useClaims } from '../../kernel/session/sessionStore';
import { confirm } from '../../ui/confirm';
import { failureMessage, modelStateMessages } from '../../ui/apiErrors';
import { CurrencyInput } from '../../ui/inputs';
import { notifyError } from '../../ui/notify';
import { useBeforeUnload } from '../../ui/useBeforeUnload';
import { addWorkOrderService } from './mutations';
import { groupServicesQuery, serviceGroupsQuery } from './queries';
import {
  addServiceErrors,
  costOfLines,
  emptyAddValues,
  toNewService,
  type AddServiceValues,
} from './serviceForm';
import { ServiceItemLines } from './ServiceItemLines';

// The add rule (work-orders.md §4) takes services only on Arbor Care orders, so that is the group offered.
const ADDABLE_GROUPS: number[] = [ServiceGroups.ArborCare];

/** The add-service form of a work order (shown only when canAddServices allows). */
export function AddServiceForm(props: {
  workOrder: WorkOrder;
  onAdded: (s: WorkOrderService) => void;
  onClose: () => void;
}) {
  const { workOrder } = props;
  const queryClient = useQueryClient();
  const locationId = workOrder.AccountLocationId!;
  // Account Branch adds only at its branches' locations; the server has the last word.
  const canAddInventory = has(useClaims(), 'Account', B | F);
  const form = useForm<AddServiceValues>({
    mode: 'controlled',
    initialValues: emptyAddValues(workOrder),
    validate: (v) => addServiceErrors(v),
  });
  const v = form.values;
  const groups = useQuery(serviceGroupsQuery);
  const services = useQuery({ ...groupServicesQuery(v.ServiceGroupId ?? 0), enabled: !!v.ServiceGroupId });
  const service = services.data?.find((s) => s.Id === v.ServiceId);
  const dirty = form.isDirty();
  useBeforeUnload(dirty);

  async function submit(values: AddServiceValues) {
    try {
      const saved = await addWorkOrderService(queryClient, toNewService(workOrder, values));
      form.reset();
      setCostTyped(false);
      props.onAdded(saved);
    } catch (error) {
      // The spec shows the server's first validation message (work-orders.md §8).
      const first = error instanceof ApiError ? modelStateMessages(error.modelState)[0] : undefined;
      if (first) notifyError(markerMessage(M.AddServiceCheckErrors, [first]));
      else notifyError(failureMessage(error, M.AddServiceToWorkOrderFailed));
    }
  }

  async function close() {
    if (dirty) {
      const leave = await confirm({
        title: 'Discard changes?',
        message: 'The new service has not been added. Discard it?',
        confirmLabel: 'Discard',
        danger: true,
      });
      if (!leave) return;
    }
    form.reset();
    props.onClose();
  }

  const rate = service?.PricingUnitOfMeasureRate;
  const suggested = costOfLines(rate, v.Lines);
  // The total follows the rate and the units until the user types their own.
  const [costTyped, setCostTyped] = useState(false);
  useEffect(() => {
    if (!costTyped && suggested != null && suggested !== v.TotalCost)
      form.setFieldValue('TotalCost', suggested);
  }, [suggested, costTyped, v.TotalCost, form]);
  const costInput = form.getInputProps('TotalCost');

  return (
    <Paper withBorder p="md">
      <form noValidate onSubmit={form.onSubmit(submit, () => notifyError(M.FormInvalid))}>
        <Stack>
          <Title order={4}>Add service</Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Service Group"
              required
              clearable
              clearButtonProps={{ 'aria-label': 'Clear Service Group' }}
              data={(groups.data ?? [])
                .filter((g) => ADDABLE_GROUPS.includes(g.Id))
                .map((g) => ({ value: String(g.Id), label: g.Name }))}
              value={v.ServiceGroupId == null ? null : String(v.ServiceGroupId)}
              onChange={(g) => {
                form.setFieldValue('ServiceGroupId', g ? Number(g) : null);
                form.setFieldValue('ServiceId', null);
              }}
              error={form.errors.ServiceGroupId}
            />
            <Select
              label="Service"
              required
              searchable
              placeholder={v.ServiceGroupId ? 'Select a service' : M.SelectServiceGroupFirst}
              nothingFoundMessage={
                v.ServiceGroupId ? 'No active services in this group' : M.SelectServiceGroupFirst
              }
              data={(v.ServiceGroupId ? (services.data ?? []) : []).map((s) => ({
                value: String(s.Id),
                label: s.Name,
              }))}
              value={v.ServiceId == null ? null : String(v.ServiceId)}
              onChange={(s) => form.setFieldValue('ServiceId', s ? Number(s) : null)}
              error={form.errors.ServiceId}
            />
            <CurrencyInput
              label="Total Cost"
              required
              min={0}
              description={
                rate != null ? `Rate ${formatCurrency(dollarsToCents(rate))} per pricing unit` : undefined
              }
              {...costInput}
              onChange={(cents: number | null) => {
                setCostTyped(true);
                costInput.onChange(cents);
              }}
            />
          </SimpleGrid>
          <ServiceItemLines
            locationId={locationId}
            lines={v.Lines}
            onChange={(lines) => form.setFieldValue('Lines', lines)}
            error={form.errors.Lines as string | undefined}
            canAddInventory={canAddInventory}
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            maxLength={WORK_ORDER_SERVICE_DESCRIPTION_MAX}
            placeholder="Leave blank to use the service's application description. Placeholders: {Item} {Scientific} {Size} {Location} {Rate} {Service Units} …"
            {...form.getInputProps('Description')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void close()} disabled={form.submitting}>
              Cancel
            </Button>
            <Button type="submit" disabled={!dirty} loading={form.submitting}>
              Add service
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
