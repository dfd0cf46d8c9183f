// The handler lives in lib/health, so that lib never imports app.
export { readiness as GET } from '@/lib/health/routes';

export const dynamic = 'force-dynamic';
