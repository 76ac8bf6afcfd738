import { Checkbox, Select, SimpleGrid, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import {
  seesPrices,
  B,
  F,
  has,
  SCOUTING_NOTES_MAX,
  WORK_ORDER_DESCRIPTION_MAX,
  type IdName,
  type WorkOrder,
} from '@canopy/shared';
import { useClaims, useSession } from '../../kernel/session/sessionStore';
import { CurrencyInput, NumericInput } from '../../ui/inputs';
import type { BasicValues } from './basicValues';
import { arboristsQuery, salesTerritoriesQuery } from './queries';
import { SignatureField } from './SignatureField';

export interface BasicInfoFieldsProps {
  form: UseFormReturnType<BasicValues>;
  workOrder: WorkOrder;
  readOnly: boolean;
}

/** The current choice stays on offer even when the lookup no longer lists it. */
function withCurrent(list: IdName[], id: number | null, name: string | null) {
  const options = list.map((i) => ({ value: i.Id, label: i.Name }));
  if (id !== null && !options.some((o) => o.value === id))
    options.push({ value: id, label: name ?? `#${id}` });
  return options;
}

/** The fields of SaveWorkOrder. Arborist choices follow the WorkOrders claim (Personal: oneself). */
export function BasicInfoFields({ form, workOrder: w, readOnly }: BasicInfoFieldsProps) {
  const session = useSession();
  const claims = useClaims();
  const wide = has(claims, 'WorkOrders', B | F);
  const prices = seesPrices(claims);
  const arborists = useQuery({ ...arboristsQuery(w.BranchId), enabled: wide && !readOnly });
  const territories = useQuery({ ...salesTerritoriesQuery, enabled: !readOnly });
  const me = session
    ? [{ Id: session.Employee.Id, Name: `${session.Employee.FirstName} ${session.Employee.LastName}` }]
    : [];
  const arboristOptions = withCurrent(wide ? (arborists.data ?? []) : me, w.SalesRepId, w.SalesRepName);
  const territoryOptions = withCurrent(
    (territories.data ?? []).filter((t) => t.BranchId === w.BranchId),
    w.SalesTerritoryId,
    w.SalesTerritory,
  );
  const values = form.getValues();

  return (
    <>
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxRows={8}
        maxLength={WORK_ORDER_DESCRIPTION_MAX}
        {...form.getInputProps('Description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <Select<number>
          label="Arborist"
          placeholder="No arborist"
          data={arboristOptions}
          searchable
          clearable
          {...form.getInputProps('SalesRepId')}
        />
        <Select<number>
          label="Sales territory"
          placeholder="No sales territory"
          data={territoryOptions}
          searchable
          clearable
          {...form.getInputProps('SalesTerritoryId')}
        />
        <NumericInput
          label="Estimated crew"
          decimals={0}
          min={0}
          max={1000}
          {...form.getInputProps('EstimatedCrew')}
        />
        <NumericInput
          label="Estimated hours"
          decimals={2}
          min={0}
          {...form.getInputProps('EstimatedHours')}
        />
        {prices && (
          <CurrencyInput label="Estimated value" min={0} {...form.getInputProps('EstimatedValue')} />
        )}
        <Checkbox
          mt="xl"
          label="Qualifies for prevailing wage"
          {...form.getInputProps('QualifiesForPrevailingWage', { type: 'checkbox' })}
        />
      </SimpleGrid>
      <Textarea
        label="Scouting report notes"
        autosize
        minRows={2}
        maxRows={8}
        maxLength={SCOUTING_NOTES_MAX}
        {...form.getInputProps('ScoutingReportNotes')}
      />
      <SignatureField
        value={values.Signature}
        onChange={(s) => form.setFieldValue('Signature', s)}
        signedDate={w.SignedDate}
        changed={values.Signature !== w.Signature}
        disabled={readOnly}
        error={form.errors.Signature as string | undefined}
      />
    </>
  );
}
