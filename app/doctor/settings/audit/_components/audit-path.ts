/** The Audit screen's path (a plain module: server and client parts both import it). */
export const AUDIT_PATH = '/doctor/settings/audit';
