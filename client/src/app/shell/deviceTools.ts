// One download for the top bar's parts that can come after the screen (see TopBar): those that
// read the device database, and the settings button's tooltip.
export { Tooltip } from '@mantine/core';
export { SyncStatusButton } from './SyncStatusButton';
export { UserMenu } from './UserMenu';
