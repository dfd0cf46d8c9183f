import type { Bundle } from '@medplum/fhirtypes';
import { previewRecord } from '@/lib/record-import/rules/preview';
import { benchRecord, importChecks, RECORD_SHAPES } from './record-import';

describe('the bench’s records', () => {
  it('holds one new patient, 150 observations, 30 visits and 40 reports, at about the size asked', () => {
    const text = benchRecord(RECORD_SHAPES.usual);
    const reading = previewRecord(JSON.parse(text) as Bundle);
    if (!reading.ok) throw new Error(reading.message);
    expect(reading.preview.counts).toEqual([
      { type: 'Observation', count: 150 },
      { type: 'DocumentReference', count: 40 },
      { type: 'Encounter', count: 30 },
    ]);
    expect(Math.abs(text.length - RECORD_SHAPES.usual.bytes) / RECORD_SHAPES.usual.bytes).toBeLessThan(0.05);
    // Each run's patient is its own: the duplicate check of the bench's database finds none of an earlier run.
    expect(JSON.parse(benchRecord(RECORD_SHAPES.usual)).entry[0].resource.identifier).not.toEqual(JSON.parse(text).entry[0].resource.identifier);
  });

  it('makes the largest under the import’s 20 MB', () => {
    const bytes = Buffer.byteLength(benchRecord(RECORD_SHAPES.largest));
    expect(bytes).toBeLessThan(20 * 1024 * 1024);
    expect(bytes).toBeGreaterThan(18 * 1024 * 1024);
  });

  it('meets its targets only when stored: the usual within 3 s, the largest with the server alive after it', () => {
    const usual = { name: 'usual' as const, bytes: 1.5e6, status: 201, ms: 2400, peakRssBytes: 300e6, said: [], aliveAfter: true };
    const largest = { name: 'largest' as const, bytes: 19e6, status: 201, ms: 9000, peakRssBytes: 700 * 1024 * 1024, said: [], aliveAfter: true };
    expect(importChecks([usual, largest]).map((check) => check.met)).toEqual([true, true]);
    expect(importChecks([usual, largest])[1]!.actual).toBe('9.00 s, alive; peak RSS 700.0 MB (over the 600 MB of a load)');
    expect(importChecks([{ ...usual, ms: 3200 }, { ...largest, aliveAfter: false }]).map((check) => check.met)).toEqual([false, false]);
    expect(importChecks([{ ...usual, status: 500 }, { ...largest, status: 413 }]).map((check) => [check.met, check.actual])).toEqual([
      [false, 'status 500'],
      [false, 'status 413'],
    ]);
  });
});
