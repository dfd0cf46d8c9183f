import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** A titled card of label/value pairs; an empty value says so instead of leaving a gap. */
export function ProfileSection({ title, items, children }: { title: string; items?: Array<[string, ReactNode]>; children?: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card aria-labelledby={id} role="region">
      <CardHeader>
        <CardTitle id={id} className="text-lg">
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {items ? (
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
            {items.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd>{value === '' || value === null || value === undefined ? <span className="text-muted-foreground">Not given</span> : value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}
