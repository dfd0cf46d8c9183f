import 'server-only';
import { getEnv } from '@/lib/env';

/** The FHIR server's base address as clients reach it, from APP_URL (never from a request's Host). */
export const fhirBase = (): string => `${getEnv().APP_URL}/fhir`;

/** A link of this server for `path` and `query` (already encoded). */
export const fhirUrl = (path: string, query = ''): string => `${fhirBase()}/${path}${query ? `?${query}` : ''}`;
