/** Spec §5 and §8 for service requests, verbatim; the rest marked ours. */
export const ServiceRequestMessages = {
  AppointmentTimeRequired: 'Appointment Time is required',
  InvalidAppointmentTimes: 'Invalid Appointment Times',
  Created: 'Request Created Successfully',
  Saved: 'Request Saved Successfully',
  SaveFailed: 'Save Failed',
  Deleted: 'Deleted successfully',
  EmailSent: 'Email Sent Successfully',
  EmailFailed: 'Error sending email',
  /** Ours: the spec asks for confirmation without giving the words. */
  Overlap: 'The arborist already has an appointment at that time. Do you want to continue?',
  LocationRequired: 'Please select an account location',
  SalesRepRequired: 'Please select an arborist',
  /** Ours: a request's type, appointment type, source or estimate type that is not in its list. */
  UnknownChoice: 'Please choose from the list',
  /** Ours: mailing a request to a customer marked do-not-email. */
  DoNotEmail: 'This account is marked Do Not Email.',
  /** Ours: nobody to mail the request to. */
  NoRecipient: 'There is no e-mail address to send the request to.',
} as const;
