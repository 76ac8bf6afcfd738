import { Modal } from '@mantine/core';
import { PaymentMessages } from '@canopy/shared';
import { CardPayment } from '../../../public/CardPayment';
import { notifyError } from '../../../ui/notify';
import { staffCredentials } from './queries';

export interface CardStepProps {
  reference: string;
  amountCents: number;
  bankAccount: boolean;
  onPaid: (transactionId: string) => void;
  onClose: () => void;
}

/**
 * The provider's card or bank form for the selected invoices' sum, in a dialog. What it reports is
 * only a claim: the server asks the provider before it records anything.
 */
export function CardStep({ reference, amountCents, bankAccount, onPaid, onClose }: CardStepProps) {
  return (
    <Modal opened onClose={onClose} title={bankAccount ? 'ACH payment' : 'Card payment'} centered size="lg">
      <CardPayment
        reference={reference}
        amountCents={amountCents}
        bankAccount={bankAccount}
        headers={staffCredentials()}
        onCancel={onClose}
        onTransaction={(r) => {
          if (r.responseCode === '1') return onPaid(r.transId);
          notifyError(PaymentMessages.NotApproved);
          onClose();
        }}
      />
    </Modal>
  );
}
