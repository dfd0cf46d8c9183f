'use client';

import { RouteError } from '@/components/forms/route-error';

export default function StaffError({ error, retry }: { error: unknown; retry: () => void }) {
  return <RouteError error={error} retry={retry} title="Could not load the staff" />;
}
