/** Journey files run this many at a time, each worker against a server of its own. */
export const JOURNEY_WORKERS = 2;
