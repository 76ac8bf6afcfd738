/** Spec §4 Service requests: request types and statuses. */
export const ServiceRequestTypes = { Appointment: 1, CallBack: 2 } as const;
export const ServiceRequestStatuses = { Scheduled: 1, Completed: 2 } as const;

export const ServiceRequestStatusList = [
  { Id: ServiceRequestStatuses.Scheduled, Name: 'Scheduled' },
  { Id: ServiceRequestStatuses.Completed, Name: 'Completed' },
] as const;

/** Spec §4: a new request is an Appointment, Scheduled, with appointment type 2. */
export const NEW_REQUEST_APPOINTMENT_TYPE = 2;

/** Spec §9: the request list shows 12 a page. */
export const SERVICE_REQUEST_PAGE_SIZE = 12;

export const serviceRequestStatusName = (id: number): string =>
  ServiceRequestStatusList.find((s) => s.Id === id)?.Name ?? '';

/**
 * The service request settings lists (spec §7), saved whole like the account lists. The spec gives no
 * base for their calls; servicerequests/ is assumed. Sources have no read call in the spec: GET on the
 * save path is ours.
 */
export const ServiceRequestSettingsLists = [
  {
    Key: 'serviceRequestTypes',
    Path: 'servicerequests/serviceRequestTypes',
    SaveMethod: 'POST',
    Name: 'Request Types',
  },
  {
    Key: 'appointmentTypes',
    Path: 'servicerequests/appointmentTypes',
    SavePath: 'servicerequests/appointmentType',
    SaveMethod: 'POST',
    Name: 'Appointment Types',
  },
  {
    Key: 'estimateTypes',
    Path: 'servicerequests/estimateTypes',
    SavePath: 'servicerequests/estimateType',
    SaveMethod: 'POST',
    Name: 'Estimate Types',
  },
  { Key: 'requestSources', Path: 'servicerequests/sources', SaveMethod: 'POST', Name: 'Sources' },
] as const;
export type ServiceRequestSettingsListKey = (typeof ServiceRequestSettingsLists)[number]['Key'];
