import {
  ActionIcon,
  Button,
  Checkbox,
  createTheme,
  NavLink,
  PasswordInput,
  Select,
  Table,
  TextInput,
  type MantineColorsTuple,
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

/** A dense console: office users scan long lists, so controls default to the small sizes. */
export const theme = createTheme({
  primaryColor: 'canopy',
  primaryShade: 7,
  colors: { canopy },
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    Button: Button.extend({ defaultProps: { size: 'sm' } }),
    ActionIcon: ActionIcon.extend({ defaultProps: { variant: 'subtle' } }),
    TextInput: TextInput.extend({ defaultProps: { size: 'sm' } }),
    PasswordInput: PasswordInput.extend({ defaultProps: { size: 'sm' } }),
    Select: Select.extend({ defaultProps: { size: 'sm' } }),
    Checkbox: Checkbox.extend({ defaultProps: { size: 'sm' } }),
    NavLink: NavLink.extend({ defaultProps: { py: 6 } }),
    Table: Table.extend({ defaultProps: { verticalSpacing: 6, horizontalSpacing: 'sm', fz: 'sm' } }),
  },
});

export const THEME_COLOUR = canopy[7];
