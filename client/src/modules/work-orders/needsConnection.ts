/** The hint on what only the server can do while the info screen shows the device's copy. */
export const NEEDS_CONNECTION = 'Needs a connection.';
