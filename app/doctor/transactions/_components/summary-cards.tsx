import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatGrowth, type TransactionSummary } from '@/lib/transactions/queries/summary';
import { formatDate, formatNaira } from '@/lib/format';
import { cn } from '@/lib/utils';

/**
 * Whether a rise of the card's total is good news: more money taken is, more failed payments are not, and
 * more pending ones are neither. The growth is green when it is good news, red when it is bad, plain otherwise.
 */
const RISE_IS: Record<TransactionSummary['cards'][number]['key'], 'good' | 'bad' | 'neutral'> = { all: 'good', success: 'good', pending: 'neutral', failed: 'bad' };

function growthTone(key: TransactionSummary['cards'][number]['key'], growth: number | null): 'good' | 'bad' | 'neutral' {
  if (growth === null || growth === 0 || RISE_IS[key] === 'neutral') return 'neutral';
  const rise = growth > 0;
  return rise === (RISE_IS[key] === 'good') ? 'good' : 'bad';
}

const TONE_CLASS = { good: 'text-emerald-700', bad: 'text-red-600', neutral: 'text-foreground' } as const;

/** The four summary cards: this year's total per status and its growth against the same days last year. */
export function SummaryCards({ summary }: { summary: TransactionSummary }) {
  const span = `${formatDate(summary.current.from)} to ${formatDate(summary.current.to)}, against the same days of ${summary.previous.from.slice(0, 4)}`;
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
                    data-tone={growthTone(card.key, card.growth)}
                    className={cn('inline-flex items-center gap-1 font-medium', TONE_CLASS[growthTone(card.key, card.growth)])}
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
