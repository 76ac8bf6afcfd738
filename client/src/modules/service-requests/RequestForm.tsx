import { useState } from 'react';
import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  appointmentProblem,
  NEW_REQUEST_APPOINTMENT_TYPE,
  ServiceRequestMessages as M,
  ServiceRequestStatuses,
  ServiceRequestTypes,
  type SaveServiceRequest,
  type ServiceRequest,
} from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { confirm } from '../../ui/confirm';
import { handleApiError } from '../../ui/handleApiError';
import { DateInput, TimeInput } from '../../ui/inputs';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { createRequest, saveRequest } from './mutations';
import {
  arboristsQuery,
  requestExists,
  requestKeys,
  requestListOf,
  requestListQuery,
  requestStatusesQuery,
} from './queries';
import { defaultSlot, slotOf, toInstant } from './when';

export interface RequestFormProps {
  /** The request being edited; none for a new one. */
  request?: ServiceRequest;
  /** Where a new request is booked (chosen above the form). */
  locationId: number | null;
  /** The arborist a new request starts with (the location's). */
  defaultArboristId?: number | null;
  readOnly?: boolean;
  onSaved: (r: ServiceRequest) => void;
}

const options = (rows: { Id: number; Name: string }[] | undefined) =>
  (rows ?? []).map((r) => ({ value: String(r.Id), label: r.Name }));
const num = (v: string | null) => (v ? Number(v) : null);

function initial(r: ServiceRequest | undefined, arboristId: number | null | undefined) {
  const slot = r ? slotOf(r.AppointmentDate, r.AppointmentDateEnd) : defaultSlot();
  return {
    SalesRepId: r?.SalesRepId ?? arboristId ?? null,
    TypeId: r?.TypeId ?? ServiceRequestTypes.Appointment,
    StatusId: r?.StatusId ?? ServiceRequestStatuses.Scheduled,
    AppointmentTypeId: r ? r.AppointmentTypeId : NEW_REQUEST_APPOINTMENT_TYPE,
    SourceDetailId: r?.SourceDetailId ?? null,
    EstimateTypes: r?.EstimateTypes.map((t) => t.Id) ?? [],
    day: slot.day as string | null,
    start: slot.start as string | null,
    end: slot.end as string | null,
    Notes: r?.Notes ?? '',
  };
}

/**
 * A request's fields with the §5 checks: the time is required and may not end before it starts, and
 * booking an arborist who already has an appointment then asks first (doesRequestExists).
 */
export function RequestForm({ request, locationId, defaultArboristId, readOnly, onSaved }: RequestFormProps) {
  const queryClient = useQueryClient();
  const [v, setV] = useState(() => initial(request, defaultArboristId));
  const [timeError, setTimeError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const arborists = useQuery({ ...arboristsQuery, enabled: !readOnly }).data;
  const statuses = useQuery(requestStatusesQuery).data;
  const types = useQuery(requestListQuery(requestListOf('serviceRequestTypes'))).data;
  const appointmentTypes = useQuery(requestListQuery(requestListOf('appointmentTypes'))).data;
  const estimateTypes = useQuery(requestListQuery(requestListOf('estimateTypes'))).data;
  const sources = useQuery(requestListQuery(requestListOf('requestSources'))).data;
  const set = (next: Partial<typeof v>) => setV((old) => ({ ...old, ...next }));
  const shownArborists =
    arborists ?? (request ? [{ Id: request.SalesRepId, Name: request.SalesRepName }] : []);

  async function submit() {
    const start = toInstant(v.day, v.start);
    const end = toInstant(v.day, v.end);
    const problem = appointmentProblem(start, end);
    setTimeError(problem);
    setFieldErrors({});
    if (problem || !locationId) return;
    setSaving(true);
    try {
      if (v.SalesRepId && (await overlaps(start!, end!, v.SalesRepId))) {
        const go = await confirm({
          title: 'Appointment overlap',
          message: M.Overlap,
          confirmLabel: 'Continue',
        });
        if (!go) return;
      }
      const body: SaveServiceRequest = {
        AccountLocationId: locationId,
        SalesRepId: v.SalesRepId,
        TypeId: v.TypeId,
        StatusId: v.StatusId,
        AppointmentTypeId: v.AppointmentTypeId,
        SourceDetailId: v.SourceDetailId,
        EstimateTypes: v.EstimateTypes,
        AppointmentDate: start,
        AppointmentDateEnd: end,
        Notes: v.Notes.trim() || null,
      };
      const saved = request
        ? await saveRequest(queryClient, request.Id, { ...body, Version: request.Version })
        : await createRequest(queryClient, body);
      notifySuccess(request ? M.Saved : M.Created);
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.isConflict) {
        notifyWarning('Someone else saved this request first. Their version is shown now.');
        void queryClient.invalidateQueries({ queryKey: requestKeys.detail(request!.Id) });
        return;
      }
      if (error instanceof ApiError) setFieldErrors(error.fieldErrors);
      handleApiError(error, M.SaveFailed, { fieldsShown: true });
    } finally {
      setSaving(false);
    }
  }

  const overlaps = (start: string, end: string, arboristId: number) =>
    requestExists(start, end, arboristId, request?.Id);
  const err = (field: string) => fieldErrors[field]?.join(' ');

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Arborist"
          data={options(shownArborists)}
          value={v.SalesRepId ? String(v.SalesRepId) : null}
          onChange={(x) => set({ SalesRepId: num(x) })}
          searchable
          disabled={readOnly}
          error={err('SalesRepId')}
        />
        <Select
          label="Type"
          data={options(types)}
          value={String(v.TypeId)}
          onChange={(x) => set({ TypeId: num(x) ?? ServiceRequestTypes.Appointment })}
          allowDeselect={false}
          disabled={readOnly}
          error={err('TypeId')}
        />
        <DateInput
          label="Appointment date"
          required
          value={v.day}
          onChange={(day) => set({ day })}
          disabled={readOnly}
          error={timeError ?? err('AppointmentDate')}
        />
        <Group grow gap="xs" align="flex-start">
          <TimeInput
            label="Start"
            required
            step={15}
            value={v.start}
            onChange={(start) => set({ start })}
            disabled={readOnly}
          />
          <TimeInput
            label="End"
            required
            step={15}
            value={v.end}
            onChange={(end) => set({ end })}
            disabled={readOnly}
          />
        </Group>
        <Select
          label="Appointment type"
          data={options(appointmentTypes)}
          value={v.AppointmentTypeId ? String(v.AppointmentTypeId) : null}
          onChange={(x) => set({ AppointmentTypeId: num(x) })}
          clearable
          disabled={readOnly}
          error={err('AppointmentTypeId')}
        />
        <Select
          label="Status"
          data={options(statuses)}
          value={String(v.StatusId)}
          onChange={(x) => set({ StatusId: num(x) ?? ServiceRequestStatuses.Scheduled })}
          allowDeselect={false}
          disabled={readOnly}
        />
        <Select
          label="Source"
          data={options(sources)}
          value={v.SourceDetailId ? String(v.SourceDetailId) : null}
          onChange={(x) => set({ SourceDetailId: num(x) })}
          clearable
          disabled={readOnly}
          error={err('SourceDetailId')}
        />
        <MultiSelect
          label="Estimate types"
          data={options(estimateTypes)}
          value={v.EstimateTypes.map(String)}
          onChange={(x) => set({ EstimateTypes: x.map(Number) })}
          clearable
          disabled={readOnly}
          error={err('EstimateTypes')}
        />
      </SimpleGrid>
      <Textarea
        label="Notes"
        autosize
        minRows={2}
        maxLength={4000}
        value={v.Notes}
        onChange={(e) => set({ Notes: e.currentTarget.value })}
        disabled={readOnly}
      />
      {!readOnly && (
        <Group>
          <Button onClick={() => void submit()} loading={saving} disabled={!locationId}>
            {request ? 'Save' : 'Book Request'}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
