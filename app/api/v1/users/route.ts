// The handler's logic lives in lib/hospital-api/server.
export { GET } from '@/lib/hospital-api/server/users';

export const dynamic = 'force-dynamic';
