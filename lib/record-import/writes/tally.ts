import type { ImportSummary } from '@/lib/db/schema';

/** How many reasons of one type's skipped entries an import keeps: enough to act on, never a list of every entry. */
const REASONS_KEPT = 5;

/** What an import did with each resource type: counted as it goes. */
export class Tally {
  private readonly counts: ImportSummary = {};

  private of(type: string) {
    this.counts[type] ??= { stored: 0, present: 0, skipped: 0 };
    return this.counts[type]!;
  }

  stored(type: string, count = 1) {
    this.of(type).stored += count;
  }

  present(type: string, count = 1) {
    this.of(type).present += count;
  }

  skipped(type: string, reason: string) {
    const count = this.of(type);
    count.skipped += 1;
    const reasons = (count.reasons ??= []);
    if (!reasons.includes(reason) && reasons.length < REASONS_KEPT) reasons.push(reason);
  }

  summary(): ImportSummary {
    return structuredClone(this.counts);
  }

  /** How many entries were stored in all. */
  storedTotal(): number {
    return Object.values(this.counts).reduce((sum, count) => sum + count.stored, 0);
  }
}

/** An import's summary in a few words, for the audit line: "12 Observation, 3 Condition stored; 4 skipped". */
export function summaryWords(summary: ImportSummary): string {
  const entries = Object.entries(summary);
  const stored = entries.filter(([, count]) => count.stored > 0).map(([type, count]) => `${count.stored} ${type}`);
  const present = entries.reduce((sum, [, count]) => sum + count.present, 0);
  const skipped = entries.reduce((sum, [, count]) => sum + count.skipped, 0);
  return [stored.length ? `${stored.join(', ')} stored` : 'nothing new stored', present ? `${present} already there` : '', skipped ? `${skipped} skipped` : ''].filter(Boolean).join('; ');
}
