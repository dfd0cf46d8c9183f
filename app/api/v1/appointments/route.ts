// The handler's logic lives in lib/hospital-api/server, which the in-process client also calls.
export { GET, POST } from '@/lib/hospital-api/server/appointments';

export const dynamic = 'force-dynamic';
