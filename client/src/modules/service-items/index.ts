export { ServiceItemDialog, type ServiceItemDialogProps } from './ServiceItemDialog';
export { serviceItemKeys } from './queries';
