import type { QueryClient } from '@tanstack/react-query';
import { formatDate, Messages, type TaxRate } from '@canopy/shared';
import { failureMessage } from '../../ui/apiErrors';
import { confirm } from '../../ui/confirm';
import { notifyError, notifySuccess } from '../../ui/notify';
import { removeTaxRate } from './mutations';
import { formatTaxRate } from './taxRateForm';

/**
 * Asks, then deletes; a failure reads 'Deleting Tax Rate Failed'. Resolves true when it is gone
 * and the list shows it.
 */
export async function deleteTaxRateConfirmed(queryClient: QueryClient, rate: TaxRate): Promise<boolean> {
  const ok = await confirm({
    title: 'Delete tax rate',
    message: `Delete the ${formatTaxRate(rate.TaxRate_)} rate of zip ${rate.ZipCode} effective ${formatDate(rate.EffectiveDate)}? Archiving keeps it on record instead.`,
    confirmLabel: 'Delete',
    danger: true,
  });
  if (!ok) return false;
  try {
    await removeTaxRate(queryClient, rate.Id);
  } catch (error) {
    notifyError(failureMessage(error, Messages.TaxRateDeleteFailed));
    return false;
  }
  notifySuccess(Messages.DeletedSuccessfully);
  return true;
}
