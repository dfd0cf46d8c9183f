import { smartConfiguration } from '@/lib/fhir/smart/configuration';

export const dynamic = 'force-dynamic';

/** GET /fhir/.well-known/smart-configuration: for anyone, as SMART asks (no record in it). */
export const GET = () => Response.json(smartConfiguration(), { headers: { 'Cache-Control': 'no-store' } });
