import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatGrowth, type TransactionSummary } from '@/lib/data/transactions-summary';
import { formatLongDate, formatNaira } from '@/lib/format';
import { cn } from '@/lib/utils';

/** The four summary cards: this year's total per status and its growth against the same days last year. */
export function SummaryCards({ summary }: { summary: TransactionSummary }) {
  const span = `${formatLongDate(summary.current.from)} to ${formatLongDate(summary.current.to)}, against the same days of ${summary.previous.from.slice(0, 4)}`;
  return (
    <section aria-label="Transaction summary" className="space-y-2">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {summary.cards.map((card) => {
          const Trend = card.growth === null ? Minus : card.growth < 0 ? TrendingDown : TrendingUp;
          return (
            <li key={card.key}>
              <Card data-testid={`summary-${card.key}`} className="h-full gap-3">
                <CardHeader>
                  <CardDescription className="flex items-center justify-between gap-2">
                    <span>Total Transaction</span>
                    <span className="rounded-md bg-muted px-2 py-0.5 text-xs font-medium text-foreground">{card.label}</span>
                  </CardDescription>
                  <CardTitle data-testid="summary-amount" className="text-2xl tabular-nums">
                    {formatNaira(card.amount)}
                  </CardTitle>
                </CardHeader>
                <CardContent className="text-sm text-muted-foreground">
                  <span
                    data-testid="summary-growth"
                    className={cn(
                      'inline-flex items-center gap-1 font-medium',
                      card.growth === null ? 'text-foreground' : card.growth < 0 ? 'text-red-600' : 'text-emerald-600',
                    )}
                  >
                    <Trend className="size-4" aria-hidden="true" />
                    {formatGrowth(card.growth)}
                  </span>{' '}
                  from last year
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-muted-foreground">{span}</p>
    </section>
  );
}
