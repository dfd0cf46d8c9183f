import { sourceLine, type ImportSource } from '@/lib/record-import/rules/source-line';

/**
 * Where a row of the chart came from: "from Hospital X, imported 28 Nov 2026 by Dr …" for what a record import
 * brought, "This clinic" for what was recorded here, so that nobody takes one for the other.
 */
export function ImportSourceCell({ source }: { source: ImportSource | null }) {
  if (!source) return <span className="text-sm">This clinic</span>;
  return <span className="text-sm text-muted-foreground">{sourceLine(source)}</span>;
}
