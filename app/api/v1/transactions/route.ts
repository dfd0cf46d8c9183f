// The handler's logic lives in lib/hospital-api/server, which the in-process client also calls.
export { GET } from '@/lib/hospital-api/server/transactions';

export const dynamic = 'force-dynamic';
