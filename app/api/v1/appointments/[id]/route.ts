// The handler's logic lives in lib/hospital-api/server.
export { PATCH } from '@/lib/hospital-api/server/appointment-status';

export const dynamic = 'force-dynamic';
