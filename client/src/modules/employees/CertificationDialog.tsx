import { Modal, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { Messages, StandardCertificationList, type Employee } from '@canopy/shared';
import { DateInput } from '../../ui/inputs';
import { RecordForm } from '../../ui/RecordForm';
import {
  certificationBody,
  nameIn,
  STANDARD_OPTIONS,
  STATUS_OPTIONS,
  TYPE_OPTIONS,
  type CertificationValues,
} from './certificationValues';
import { CreditsInput } from './CreditsInput';
import { saveCertification } from './mutations';
import { useTabSubmit } from './useEmployeeSave';

export interface CertificationDialogProps {
  employeeId: number;
  /** The certification being edited, a blank one when adding, null when closed. */
  certification: CertificationValues | null;
  onClose: () => void;
}

export function CertificationDialog({ employeeId, certification, onClose }: CertificationDialogProps) {
  const isNew = !certification?.Id;
  const submit = useTabSubmit(
    (qc, v: CertificationValues) => saveCertification(qc, employeeId, certificationBody(v)),
    (_saved: Employee) => certification!,
  );
  return (
    <Modal
      opened={certification !== null}
      onClose={onClose}
      title={isNew ? 'Add certification' : 'Edit certification'}
      size="lg"
      centered
    >
      {certification && (
        <RecordForm<CertificationValues>
          record={certification}
          onSubmit={submit}
          onSaved={onClose}
          onCancel={onClose}
          successMessage={Messages.UpdatedSuccessfully}
          validate={{
            CertificationTypeId: (v) => (v ? null : 'Choose the type.'),
            Name: (v) => (v.trim() ? null : 'Enter the name.'),
            DateExpires: (v, all) =>
              v && all.DateAchieved && v < all.DateAchieved
                ? 'The expiry date cannot be before the date achieved.'
                : null,
          }}
        >
          {(form) => (
            <>
              <SimpleGrid cols={2} spacing="sm">
                <Select
                  label="Type"
                  required
                  data={TYPE_OPTIONS}
                  {...form.getInputProps('CertificationTypeId')}
                />
                <Select
                  label="Status"
                  data={STATUS_OPTIONS}
                  allowDeselect={false}
                  {...form.getInputProps('StatusId')}
                />
              </SimpleGrid>
              <Select
                label="Standard certification"
                data={STANDARD_OPTIONS}
                clearable
                searchable
                {...form.getInputProps('StandardCertificationId')}
                onChange={(v) => {
                  form.setFieldValue('StandardCertificationId', v);
                  // Picking a standard certification names it, unless a name was typed already.
                  if (v && !form.getValues().Name.trim())
                    form.setFieldValue('Name', nameIn(StandardCertificationList, Number(v)));
                }}
              />
              <TextInput label="Name" required maxLength={200} {...form.getInputProps('Name')} />
              <SimpleGrid cols={3} spacing="sm">
                <CreditsInput
                  label="Credits"
                  description="Whole credits"
                  {...form.getInputProps('Credits')}
                />
                <DateInput label="Date achieved" {...form.getInputProps('DateAchieved')} />
                <DateInput label="Date expires" {...form.getInputProps('DateExpires')} />
              </SimpleGrid>
              <Textarea label="Notes" rows={3} maxLength={4000} {...form.getInputProps('Notes')} />
            </>
          )}
        </RecordForm>
      )}
    </Modal>
  );
}
