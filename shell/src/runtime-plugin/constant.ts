/** Network retries before a remote counts as unavailable: quick, so a dead remote is reported fast. */
export const RETRY_TIMES = 2;
export const RETRY_DELAY_MS = 400;

/** Marker the fallback plugin puts on the module it returns in place of an unloadable remote. */
export const REMOTE_UNAVAILABLE = '__cleanRemoteUnavailable';
