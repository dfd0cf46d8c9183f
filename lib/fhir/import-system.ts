import 'server-only';
import { getEnv } from '@/lib/env';
import { importCodeSystem } from './import-tag';

/** The code system of this server's imports (lib/fhir/import-tag.ts), under APP_URL. */
export const importSystem = (): string => importCodeSystem(getEnv().APP_URL);
