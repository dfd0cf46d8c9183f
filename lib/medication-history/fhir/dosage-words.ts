import type { Dosage, Quantity, Range, Timing } from '@medplum/fhirtypes';
import { conceptWords, itemsOf, numberOf, textOf } from '@/lib/fhir/sent-values';

// A dosage another system sent, in the plain words the chart shows when the system wrote none of its own: "1–2 TAB,
// Oral Route, every 4–6 hours, as needed for Rib Pain". Only what the dosage says, never a guess at what it means.

/** UCUM's units of time (R4's Timing.repeat.periodUnit), in words: one and many. */
const TIME_UNITS: Readonly<Record<string, readonly [string, string]>> = {
  s: ['second', 'seconds'],
  min: ['minute', 'minutes'],
  h: ['hour', 'hours'],
  d: ['day', 'days'],
  wk: ['week', 'weeks'],
  mo: ['month', 'months'],
  a: ['year', 'years'],
};

const numberWords = (value: unknown) => {
  const number = numberOf(value);
  return number === null ? null : String(number);
};

const unitOf = (quantity: Quantity | undefined) => textOf(quantity?.unit) ?? textOf(quantity?.code);

const quantityWords = (quantity: Quantity | undefined): string | null => {
  const value = numberWords(quantity?.value);
  if (value === null) return null;
  const unit = unitOf(quantity);
  return unit ? `${value} ${unit}` : value;
};

function rangeWords(range: Range | undefined): string | null {
  const low = numberWords(range?.low?.value);
  const high = numberWords(range?.high?.value);
  if (low === null || high === null) return quantityWords(range?.low) ?? quantityWords(range?.high);
  const unit = unitOf(range?.high) ?? unitOf(range?.low);
  return unit ? `${low}–${high} ${unit}` : `${low}–${high}`;
}

/** How much at a time: the dose, or its range. */
const doseWords = (dosage: Dosage): string | null => {
  const first = itemsOf(dosage.doseAndRate)[0];
  return quantityWords(first?.doseQuantity) ?? rangeWords(first?.doseRange);
};

const timesWords = (count: number, most: number | undefined) => {
  if (most !== undefined && most > count) return `${count}–${most} times`;
  return count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`;
};

/** How often: "once a day", "twice a day", "every 4–6 hours", "3 times every 2 days"; the timing's code in words first. */
function timingWords(timing: Timing | undefined): string | null {
  const named = conceptWords(timing?.code) ?? itemsOf(timing?.code?.coding).map((coding) => textOf(coding.code)).find(Boolean);
  if (named) return named;
  const repeat = timing?.repeat;
  const unit = typeof repeat?.periodUnit === 'string' && Object.hasOwn(TIME_UNITS, repeat.periodUnit) ? TIME_UNITS[repeat.periodUnit] : undefined;
  const period = numberOf(repeat?.period);
  if (!repeat || !unit || period === null) return null;
  const frequency = numberOf(repeat.frequency) ?? 1;
  const periodMax = numberOf(repeat.periodMax);
  const frequencyMax = numberOf(repeat.frequencyMax) ?? undefined;
  const times = timesWords(frequency, frequencyMax);
  const bounds = repeat.boundsDuration ? quantityWords(repeat.boundsDuration) : null;
  const forHow = bounds ? ` for ${bounds}` : '';
  if (period === 1 && periodMax === null) {
    const article = unit[0] === 'hour' ? 'an' : 'a';
    return `${times} ${article} ${unit[0]}${forHow}`;
  }
  const periods = periodMax !== null ? `${period}–${periodMax}` : String(period);
  const every = `every ${periods} ${unit[1]}`;
  return `${frequency === 1 && frequencyMax === undefined ? every : `${times} ${every}`}${forHow}`;
}

const asNeededWords = (dosage: Dosage): string | null => {
  const why = conceptWords(dosage.asNeededCodeableConcept);
  if (why) return `as needed for ${why}`;
  return dosage.asNeededBoolean === true ? 'as needed' : null;
};

/** One dosage in words: as written, else its dose, route, timing and when needed. */
export function dosageWords(dosage: Dosage): string | null {
  const written = textOf(dosage.text);
  if (written) return written;
  const parts = [doseWords(dosage), conceptWords(dosage.route), timingWords(dosage.timing), asNeededWords(dosage)].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** Every dosage of a medicine in words, in order ("Two tablets at once; One tablet daily for 4 days"); '' when none says anything. */
export const dosagesWords = (dosages: readonly Dosage[] | undefined): string =>
  itemsOf(dosages)
    .map(dosageWords)
    .filter(Boolean)
    .join('; ');
