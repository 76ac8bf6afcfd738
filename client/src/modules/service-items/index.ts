export { ServiceItemDialog, type ServiceItemDialogProps } from './ServiceItemDialog';
export { serviceItemKeys } from './queries';
export { SyncMark, REVIEW_PATH, type SyncMarkProps } from './SyncMark';
