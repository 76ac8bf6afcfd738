import {
  createTheme,
  type ActionIconProps,
  type ButtonProps,
  type CheckboxProps,
  type MantineColorsTuple,
  type NavLinkProps,
  type PasswordInputProps,
  type SelectProps,
  type TableProps,
  type TextInputProps,
} from '@mantine/core';
import './phone.css';

const canopy: MantineColorsTuple = [
  '#eaf6ee',
  '#d6eadc',
  '#aad4b8',
  '#7bbd91',
  '#55a971',
  '#3d9d5d',
  '#2f8a4f',
  '#2b6e3f',
  '#1f5a31',
  '#134623',
];

/**
 * A component's theme entry. Mantine's `Select.extend(…)` would do the same, but naming the
 * component pulls its code (and the combobox, popover and positioning library behind a select)
 * into the first download of every screen.
 */
const defaults = <P>(defaultProps: Partial<P>) => ({ defaultProps });

/** A dense console: office users scan long lists, so controls default to the small sizes. */
export const theme = createTheme({
  primaryColor: 'canopy',
  primaryShade: 7,
  colors: { canopy },
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    Button: defaults<ButtonProps>({ size: 'sm' }),
    ActionIcon: defaults<ActionIconProps>({ variant: 'subtle' }),
    TextInput: defaults<TextInputProps>({ size: 'sm' }),
    PasswordInput: defaults<PasswordInputProps>({ size: 'sm' }),
    Select: defaults<SelectProps>({ size: 'sm' }),
    Checkbox: defaults<CheckboxProps>({ size: 'sm' }),
    NavLink: defaults<NavLinkProps>({ py: 6 }),
    Table: defaults<TableProps>({ verticalSpacing: 6, horizontalSpacing: 'sm', fz: 'sm' }),
  },
});

export const THEME_COLOUR = canopy[7];
