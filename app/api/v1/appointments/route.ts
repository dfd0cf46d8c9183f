// The handler's logic lives in lib/hospital-api/server.
export { GET, POST } from '@/lib/hospital-api/server/appointments';

export const dynamic = 'force-dynamic';
