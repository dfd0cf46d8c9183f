'use client';

import { useListUrl } from '@/components/data-table';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { TRANSACTION_STATUSES, type TransactionStatus } from '@/lib/db/schema/enums';
import { capitalise } from '@/lib/format';

const ALL = 'all';

/** Narrows the table to one status, kept in the URL (`?status=`); a change goes back to the first page. */
export function StatusFilter({ value }: { value: TransactionStatus | undefined }) {
  const { setParams, pending } = useListUrl();
  return (
    <div className="flex items-center gap-2" aria-busy={pending}>
      <Label htmlFor="transactions-status">Status</Label>
      <Select value={value ?? ALL} onValueChange={(next) => setParams({ status: next === ALL ? null : next, page: null }, { push: true })}>
        <SelectTrigger id="transactions-status" className="w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All statuses</SelectItem>
          {TRANSACTION_STATUSES.map((status) => (
            <SelectItem key={status} value={status}>
              {capitalise(status)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
