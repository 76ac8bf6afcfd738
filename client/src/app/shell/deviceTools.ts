// One download for the top bar's parts that read the device database (see TopBar).
export { SyncStatusButton } from './SyncStatusButton';
export { UserMenu } from './UserMenu';
