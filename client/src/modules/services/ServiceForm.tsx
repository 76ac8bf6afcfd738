import { Divider, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CatalogueStatuses, type ServiceChemical } from '@canopy/shared';
import { failureMessage } from '../../ui/apiErrors';
import { FormSkeleton } from '../../ui/FormSkeleton';
import { notifyError } from '../../ui/notify';
import { allQueries, QueryState } from '../../ui/QueryState';
import { RecordForm } from '../../ui/RecordForm';
import { ChemicalDetails } from './ChemicalDetails';
import { ChemicalPicker } from './ChemicalPicker';
import { ServiceMessages } from './messages';
import { toOptions } from './options';
import { recurrenceQuery, serviceDefaultsQuery, serviceLookupsQuery } from './queries';
import { toFormValues, validateService, type ServiceFormValues } from './serviceValues';
import { ServiceGeneralFields } from './ServiceGeneralFields';
import { ServicePricingFields } from './ServicePricingFields';
import { ServiceScheduleFields } from './ServiceScheduleFields';
import { ServiceVisitsEditor } from './ServiceVisitsEditor';
import { submitService } from './submitService';

export type ServiceFormProps = {
  record: ServiceFormValues;
  /** Chemicals the stored service links, named even when the type-ahead leaves them out. */
  known?: readonly ServiceChemical[];
  readOnly?: boolean;
  onSaved?: (saved: ServiceFormValues) => void;
  onDirtyChange?: (dirty: boolean) => void;
  onCancel?: () => void;
  submitLabel?: string;
};

const NONE: readonly ServiceChemical[] = [];

export function ServiceForm(props: ServiceFormProps) {
  const { record, known = NONE, readOnly, onSaved, onDirtyChange, onCancel, submitLabel } = props;
  const queryClient = useQueryClient();
  const lookups = useQuery(serviceLookupsQuery);
  const recurrence = useQuery(recurrenceQuery);
  const adding = record.Id === 0;

  /** A new service takes the chosen group's defaults (spec §9); a stored one keeps what it has. */
  async function changeGroup(form: UseFormReturnType<ServiceFormValues>, groupId: number | null) {
    form.setFieldValue('ServiceGroupId', groupId);
    if (!adding || groupId === null) return;
    try {
      const d = await queryClient.fetchQuery(serviceDefaultsQuery(groupId));
      // The user may have picked another group while this one's defaults were on their way.
      if (form.getValues().ServiceGroupId !== groupId) return;
      form.setValues({
        StatusId: d.StatusId,
        InactiveReasonId:
          d.StatusId === CatalogueStatuses.Inactive ? form.getValues().InactiveReasonId : null,
        PricingOptionId: d.PricingOptionId,
        RenewableService: d.RenewableService,
        ClassificationId: d.ClassificationId,
      });
    } catch (error) {
      notifyError(failureMessage(error, 'The defaults of the service group could not be loaded.'));
    }
  }

  return (
    <QueryState
      query={allQueries(lookups, recurrence)}
      errorTitle="The service form could not be loaded"
      loading={<FormSkeleton rows={8} bare />}
    >
      {([data, { RecurrenceMax: recurrenceMax }]) => (
        <RecordForm<ServiceFormValues>
          record={record}
          onSubmit={async (values) => toFormValues(await submitService(values, queryClient))}
          validate={(values) => validateService(values, recurrenceMax)}
          readOnly={readOnly}
          onDirtyChange={onDirtyChange}
          onCancel={onCancel}
          onSaved={onSaved}
          successMessage={adding ? ServiceMessages.Added : ServiceMessages.Updated}
          errorMessage={adding ? ServiceMessages.AddFailed : ServiceMessages.UpdateFailed}
          invalidMessage={adding ? ServiceMessages.AddInvalid : ServiceMessages.EditInvalid}
          submitLabel={submitLabel}
        >
          {(form) => (
            <>
              <ServiceGeneralFields
                form={form}
                lookups={data}
                onGroupChange={(g) => void changeGroup(form, g)}
              />
              <Divider label="Pricing" labelPosition="left" />
              <ServicePricingFields form={form} lookups={data} />
              <Divider label="Scheduling" labelPosition="left" />
              <ServiceScheduleFields form={form} lookups={data} recurrenceMax={recurrenceMax} />
              <Textarea
                label="Application description"
                autosize
                minRows={2}
                maxRows={8}
                maxLength={4000}
                {...form.getInputProps('ApplicationDescription')}
              />
              <Divider label={`Visits (${form.values.ServiceVisits.length})`} labelPosition="left" />
              <ServiceVisitsEditor
                form={form}
                reportOptions={toOptions(data.ReportOptions)}
                known={known}
                readOnly={readOnly}
              />
              <Divider label="Chemicals" labelPosition="left" />
              <ChemicalPicker
                label="Service chemicals"
                value={form.values.ServiceChemicals}
                onChange={(ids) => form.setFieldValue('ServiceChemicals', ids)}
                known={known}
                error={form.errors.ServiceChemicals}
              />
              <ChemicalDetails ids={form.values.ServiceChemicals} known={known} />
            </>
          )}
        </RecordForm>
      )}
    </QueryState>
  );
}
