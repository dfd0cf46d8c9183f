'use client';

import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { PersonCell } from '@/components/forms/person-cell';
import { InstantDate } from '@/components/instant-date';
import { Separator } from '@/components/ui/separator';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { formatNaira } from '@/lib/format';
import type { TransactionRow } from '@/lib/hospital-api/contract';
import { receiptFileName } from '@/lib/pdf/receipt-document';
import { StatusBadge } from './status-badge';

/** The receipt's download (app/doctor/transactions/receipt/route.ts). */
const receiptUrl = (id: number) => `/doctor/transactions/receipt?id=${id}`;

function Line({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between gap-4 font-semibold' : 'flex justify-between gap-4'}>
      <dt className={strong ? undefined : 'text-muted-foreground'}>{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}

/** `Transaction detail`: everything the API says about the clicked row. */
export function TransactionSheet({ transaction, onClose }: { transaction: TransactionRow | null; onClose: () => void }) {
  return (
    <Sheet open={transaction !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-full overflow-y-auto sm:max-w-md">
        <SheetHeader>
          <SheetTitle>Transaction detail</SheetTitle>
          <SheetDescription>{transaction ? `Transaction ${transaction.id}` : null}</SheetDescription>
        </SheetHeader>
        {transaction ? (
          <div className="space-y-5 px-4 pb-6 text-sm">
            <section aria-label="Patient" className="space-y-2">
              <PersonCell name={transaction.patient.name} email={transaction.patient.email} avatar={transaction.patient.avatar} />
              <p className="text-muted-foreground">{transaction.patient.phone}</p>
            </section>
            <Separator />
            <dl aria-label="Payment" className="space-y-2">
              <Line label="Payer bank">{transaction.payerBank}</Line>
              <Line label="Payment method">{transaction.paymentMethod}</Line>
              <Line label="Pay date">{transaction.paidAt ? <InstantDate iso={transaction.paidAt} withTime /> : 'Not paid yet'}</Line>
              <Line label="Status">
                <StatusBadge status={transaction.status} />
              </Line>
            </dl>
            <Separator />
            <dl aria-label="Line items" className="space-y-2">
              {transaction.items.map((item, index) => (
                <Line key={`${item.label}-${index}`} label={item.label}>
                  {formatNaira(item.amount)}
                </Line>
              ))}
            </dl>
            <Separator />
            <dl aria-label="Totals" className="space-y-2">
              <Line label="Subtotal">{formatNaira(transaction.subtotal)}</Line>
              <Line label="Tax">{formatNaira(transaction.tax)}</Line>
              <Line label="Grand total" strong>
                {formatNaira(transaction.total)}
              </Line>
            </dl>
            <Separator />
            <section aria-label="Documentation" className="space-y-2">
              <h3 className="font-medium">Documentation</h3>
              {/* The name the payment was filed under, a link to that file: the receipt (an invoice while unpaid) made on the server. */}
              <p className="text-sm text-muted-foreground">
                Filed as{' '}
                <a
                  href={receiptUrl(transaction.id)}
                  download={receiptFileName(transaction)}
                  className="inline-flex flex-wrap items-center gap-x-2 font-medium text-primary underline-offset-4 hover:underline"
                >
                  <span className="font-mono break-all">{receiptFileName(transaction)}</span>
                  <span className="inline-flex items-center gap-1">
                    <Download aria-hidden className="size-3.5" />
                    Download PDF
                  </span>
                </a>
              </p>
            </section>
          </div>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
