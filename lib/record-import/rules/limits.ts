// Not `server-only`: the Patients screen's "Import record" checks a file's size before sending it.

/** The largest record the import takes: years of a patient's visits, results and reports, files included. */
export const RECORD_MAX_MB = 20;
export const RECORD_MAX_BYTES = RECORD_MAX_MB * 1024 * 1024;
