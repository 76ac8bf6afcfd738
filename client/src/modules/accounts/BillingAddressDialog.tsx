import { useMemo } from 'react';
import { Modal, Select } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { billingAddressProblem, Messages, type Account } from '@canopy/shared';
import { ApiError } from '../../kernel/api/errors';
import { RecordForm } from '../../ui/RecordForm';
import { addressProblems, toAddressInput, toAddressValues, type AddressValues } from './billingAddress';
import { BillingAddressFields } from './BillingAddressFields';
import { saveBillingAddress } from './mutations';

type Values = AddressValues & { Version: number };

export interface BillingAddressDialogProps {
  account: Account;
  opened: boolean;
  onClose: () => void;
}

const toValues = (a: Account): Values => ({ ...toAddressValues(a.Address), Version: a.Version });

/**
 * Edits the billing address alone (PUT accounts/{id}/billingAddress) with the account's Version.
 * Its service locations' addresses can be copied in; the address must be complete to be saved.
 */
export function BillingAddressDialog({ account, opened, onClose }: BillingAddressDialogProps) {
  const queryClient = useQueryClient();
  const record = useMemo(() => toValues(account), [account]);
  const locations = account.AccountLocations.map((l) => ({
    value: String(l.Id),
    label: `${l.Address}, ${l.City}, ${l.State} ${l.Zip}`,
  }));

  async function submit(v: Values): Promise<Values> {
    const problem = billingAddressProblem(v);
    if (problem) throw new ApiError(400, problem, { Service: [problem], ...fieldErrors(v) });
    try {
      const saved = await saveBillingAddress(queryClient, account.Id, {
        ...toAddressInput(v),
        Version: v.Version,
      });
      return toValues(saved);
    } catch (error) {
      if (!(error instanceof ApiError) || !error.isConflict || !error.data) throw error;
      throw new ApiError(409, error.message, error.modelState, toValues(error.data as Account));
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Billing address" size="lg" centered>
      <RecordForm<Values>
        record={record}
        onSubmit={submit}
        onSaved={onClose}
        onCancel={onClose}
        successMessage={Messages.UpdatedSuccessfully}
        errorMessage={Messages.UpdateFailed}
      >
        {(form) => (
          <>
            {locations.length > 0 && (
              <Select
                label="Copy a service location's address"
                placeholder="Choose a location"
                data={locations}
                value={null}
                onChange={(id) => {
                  const l = account.AccountLocations.find((x) => String(x.Id) === id);
                  if (l)
                    form.setValues({
                      Address1: l.Address,
                      Address2: '',
                      City: l.City,
                      State: l.State,
                      Zip: l.Zip,
                    });
                }}
              />
            )}
            <BillingAddressFields form={form} />
          </>
        )}
      </RecordForm>
    </Modal>
  );
}

const fieldErrors = (v: AddressValues) =>
  Object.fromEntries(Object.entries(addressProblems(v, '', true)).map(([k, m]) => [k, [m]]));
