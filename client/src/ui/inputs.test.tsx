import { useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from '@mantine/form';
import { fireEvent } from '@testing-library/react';
import {
  CurrencyInput,
  DateInput,
  NumericInput,
  PercentInput,
  PhoneInput,
  TimeInput,
  ZipInput,
} from './inputs';
import { renderUi } from './test-utils';

/** Holds the value like a form would and records every value the input emits. */
// The harness is untyped on purpose: each input narrows ValueInputProps<V> differently.
function controlled<V>(Input: ComponentType<any>, initial: V, props: Record<string, unknown> = {}) {
  const seen = vi.fn<(v: V) => void>();
  function Harness() {
    const [value, setValue] = useState(initial);
    return <Input {...props} label="Field" value={value} onChange={(v: V) => (setValue(v), seen(v))} />;
  }
  renderUi(<Harness />);
  return {
    input: screen.getByLabelText('Field') as HTMLInputElement,
    seen,
    user: userEvent.setup({ delay: null }),
  };
}

describe('DateInput', () => {
  it('accepts the spec formats and shows M/d/yyyy after blur', async () => {
    const { input, seen, user } = controlled(DateInput, null);
    await user.type(input, '03-07-2025');
    expect(seen).toHaveBeenLastCalledWith('2025-03-07');
    await user.tab();
    expect(input).toHaveValue('3/7/2025');
    await user.clear(input);
    await user.type(input, '2025-12-31');
    expect(seen).toHaveBeenLastCalledWith('2025-12-31');
  });

  it('keeps the last good date when the text is not a real date', async () => {
    const { input, seen, user } = controlled(DateInput, '2025-01-15');
    expect(input).toHaveValue('1/15/2025');
    await user.clear(input);
    expect(seen).toHaveBeenLastCalledWith(null);
    await user.type(input, '2/30/2025');
    expect(seen).toHaveBeenLastCalledWith(null);
    await user.tab();
    expect(input).toHaveValue('');
  });

  it('picks a date from the calendar', async () => {
    const { seen, user } = controlled(DateInput, '2025-03-01');
    await user.click(screen.getByRole('button', { name: 'Open calendar' }));
    await user.click(screen.getByRole('button', { name: '14 March 2025' }));
    expect(seen).toHaveBeenLastCalledWith('2025-03-14');
    expect(screen.getByLabelText('Field')).toHaveValue('3/14/2025');
  });

  it('follows a value changed from outside', () => {
    function Outside() {
      const [v, setV] = useState<string | null>('2025-01-01');
      return (
        <>
          <DateInput label="Field" value={v} onChange={setV} />
          <button onClick={() => setV('2026-06-30')}>load</button>
        </>
      );
    }
    renderUi(<Outside />);
    fireEvent.click(screen.getByText('load'));
    expect(screen.getByLabelText('Field')).toHaveValue('6/30/2026');
  });
});

describe('PhoneInput', () => {
  it('formats as typed and splits number from extension', async () => {
    const { input, seen, user } = controlled(PhoneInput, null);
    await user.type(input, '555123456789');
    expect(input).toHaveValue('(555) 123-4567 x89');
    expect(seen).toHaveBeenLastCalledWith({ Phone: '5551234567', Extension: '89' });
  });

  it('shows a 7-digit number as ###-#### on blur', async () => {
    const { input, user } = controlled(PhoneInput, null);
    await user.type(input, '1234567');
    await user.tab();
    expect(input).toHaveValue('123-4567');
  });

  it('removes a digit on Backspace, not a separator', async () => {
    const { input, seen, user } = controlled(PhoneInput, { Phone: '5551234', Extension: '' });
    await user.click(input);
    await user.keyboard('{End}{Backspace}{Backspace}');
    expect(seen).toHaveBeenLastCalledWith({ Phone: '55512', Extension: '' });
  });
});

describe('CurrencyInput', () => {
  it('holds integer cents and shows $ with commas on blur', async () => {
    const { input, seen, user } = controlled(CurrencyInput, null);
    await user.type(input, '1234.5');
    expect(seen).toHaveBeenLastCalledWith(123450);
    await user.tab();
    expect(input).toHaveValue('$1,234.50');
  });

  it('accepts at most 2 decimals and no letters', async () => {
    const { input, seen, user } = controlled(CurrencyInput, null);
    await user.type(input, '12.3456abc');
    expect(input).toHaveValue('12.34');
    expect(seen).toHaveBeenLastCalledWith(1234);
  });

  it('edits from the plain amount and clamps on blur', async () => {
    const { input, seen, user } = controlled(CurrencyInput, 150000, { min: 0, max: 100000 });
    expect(input).toHaveValue('$1,500.00');
    await user.click(input);
    expect(input).toHaveValue('1500.00');
    await user.tab();
    expect(seen).toHaveBeenLastCalledWith(100000);
    expect(input).toHaveValue('$1,000.00');
  });
});

describe('NumericInput and PercentInput', () => {
  it('allows digits, one point and a leading minus, 8 decimals by default', async () => {
    const { input, seen, user } = controlled(NumericInput, null);
    await user.type(input, '-1a2.3.456789012');
    expect(input).toHaveValue('-12.34567890');
    expect(seen).toHaveBeenLastCalledWith(-12.3456789);
  });

  it('clamps to min and max when leaving the field', async () => {
    const { input, seen, user } = controlled(NumericInput, null, { min: 10, max: 20 });
    await user.type(input, '5');
    expect(seen).toHaveBeenLastCalledWith(5);
    await user.tab();
    expect(seen).toHaveBeenLastCalledWith(10);
    expect(input).toHaveValue('10');
  });

  it('takes whole percentages by default', async () => {
    const { input, seen, user } = controlled(PercentInput, null);
    await user.type(input, '12.5');
    expect(input).toHaveValue('125');
    expect(seen).toHaveBeenLastCalledWith(125);
    expect(screen.getByText('%')).toBeInTheDocument();
  });
});

describe('ZipInput', () => {
  it('adds the dash after five digits', async () => {
    const { input, seen, user } = controlled(ZipInput, '');
    await user.type(input, '12345678901');
    expect(input).toHaveValue('12345-6789');
    expect(seen).toHaveBeenLastCalledWith('12345-6789');
  });
});

describe('TimeInput', () => {
  it('snaps to the minute step on blur', () => {
    const seen = vi.fn();
    function Harness() {
      const [v, setV] = useState<string | null>('07:00');
      return <TimeInput label="Field" step={15} value={v} onChange={(n) => (setV(n), seen(n))} />;
    }
    renderUi(<Harness />);
    const input = screen.getByLabelText('Field');
    fireEvent.change(input, { target: { value: '07:38' } });
    expect(seen).toHaveBeenLastCalledWith('07:38');
    fireEvent.blur(input);
    expect(seen).toHaveBeenLastCalledWith('07:45');
    expect(input).toHaveValue('07:45');
  });
});

describe('with @mantine/form', () => {
  it('works through getInputProps, including the error', async () => {
    let read: () => unknown = () => null;
    function Form() {
      const form = useForm({ initialValues: { Amount: 500 as number | null, Zip: '' } });
      read = () => form.getValues();
      return (
        <>
          <CurrencyInput label="Amount" {...form.getInputProps('Amount')} />
          <ZipInput label="Zip" {...form.getInputProps('Zip')} error="Zip is required" />
        </>
      );
    }
    renderUi(<Form />);
    const user = userEvent.setup({ delay: null });
    expect(screen.getByLabelText('Amount')).toHaveValue('$5.00');
    await user.type(screen.getByLabelText('Zip'), '02134');
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '7.25');
    expect(read()).toEqual({ Amount: 725, Zip: '02134' });
    expect(screen.getByText('Zip is required')).toBeInTheDocument();
  });
});
