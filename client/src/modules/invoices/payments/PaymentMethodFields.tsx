import { Select, TextInput } from '@mantine/core';
import { PaymentMethodList, PaymentMethods } from '@canopy/shared';

export interface PaymentMethodFieldsProps {
  method: number;
  onMethod: (method: number) => void;
  checkNumber: string;
  onCheckNumber: (text: string) => void;
  /** Spec §5: money on account is offered only while the account's balance is above zero. */
  moneyOnAccount: boolean;
}

const label = (id: number, name: string) => (id === PaymentMethods.PromotionalDiscount ? 'Promotion' : name);

/** The payment method and, for a check, its number. */
export function PaymentMethodFields(p: PaymentMethodFieldsProps) {
  const offered = PaymentMethodList.filter((m) => p.moneyOnAccount || m.Id !== PaymentMethods.MoneyOnAccount);
  return (
    <>
      <Select
        label="Payment method"
        allowDeselect={false}
        data={offered.map((m) => ({ value: String(m.Id), label: label(m.Id, m.Name) }))}
        value={String(p.method)}
        onChange={(v) => v && p.onMethod(Number(v))}
      />
      {p.method === PaymentMethods.Check && (
        <TextInput
          label="Check number"
          required
          maxLength={50}
          value={p.checkNumber}
          onChange={(e) => p.onCheckNumber(e.currentTarget.value)}
        />
      )}
    </>
  );
}
