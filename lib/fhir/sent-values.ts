import type { Annotation, CodeableConcept, Coding, Resource } from '@medplum/fhirtypes';
import { clinicInstant, instantOfClinicWallTime, isoDateInZone } from '@/lib/clinic-time';

// Reading the values of a resource another system sent: a code and its words, a date or dateTime, notes. Real
// records hold what R4 allows and more (a code with no words, a year alone for a date, words where a date belongs),
// so each reader answers null for what it cannot read rather than throw: the mapping decides what that means.

export const SNOMED_CT = 'http://snomed.info/sct';
/** ICD-10 and its national editions (icd-10-cm, icd-10-nl…), which a preference for it takes too. */
export const ICD_10 = 'http://hl7.org/fhir/sid/icd-10';
export const CVX = 'http://hl7.org/fhir/sid/cvx';
export const RXNORM = 'http://www.nlm.nih.gov/research/umls/rxnorm';

/** A string's words, trimmed; null for an empty string or anything that is no string. */
export const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The elements of a list that are objects: a list that is none, or a null in one, reads as nothing. */
export const itemsOf = <T>(list: readonly T[] | undefined): T[] =>
  Array.isArray(list) ? (list as unknown[]).filter((item): item is T => typeof item === 'object' && item !== null && !Array.isArray(item)) : [];

/** A finite number, or null for anything else. */
export const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

const ofSystem = (coding: Coding, system: string) => {
  const sent = textOf(coding.system);
  return sent === system || (sent?.startsWith(`${system}-`) ?? false);
};

/**
 * The coding to keep of a concept: the first of the most preferred system, else the first coding at all; only
 * codings with a code count, since the code is what is kept.
 */
export function preferredCoding(concept: CodeableConcept | undefined, systems: readonly string[]): Coding | null {
  const coded = itemsOf(concept?.coding).filter((coding) => textOf(coding.code));
  for (const system of systems) {
    const match = coded.find((coding) => ofSystem(coding, system));
    if (match) return match;
  }
  return coded[0] ?? null;
}

/** A concept's words as people read them: its text, else a coding's display; null when it has none. */
export function conceptWords(concept: CodeableConcept | undefined): string | null {
  return textOf(concept?.text) ?? itemsOf(concept?.coding).map((coding) => textOf(coding.display)).find(Boolean) ?? null;
}

/**
 * What a referenced resource is about, in words: the code of a Condition, an Observation, a Procedure or any other
 * resource coded by `code` (a reason given as a reference names one of them); null for one without.
 */
export function wordsOfResource(resource: Resource | null): string | null {
  const code = resource ? (resource as { code?: unknown }).code : undefined;
  return code && typeof code === 'object' && !Array.isArray(code) ? conceptWords(code as CodeableConcept) : null;
}

/** A coded thing as the clinic keeps it: its name, and the system and code of the coding preferred. */
export interface SentCode {
  /** The text, else the kept coding's display, else any display, else the code itself; null when the concept says nothing. */
  name: string | null;
  codeSystem: string | null;
  code: string | null;
}

export function readCode(concept: CodeableConcept | undefined, systems: readonly string[]): SentCode {
  const kept = preferredCoding(concept, systems);
  const name = textOf(concept?.text) ?? textOf(kept?.display) ?? conceptWords(concept) ?? textOf(kept?.code);
  return { name, codeSystem: kept ? textOf(kept.system) : null, code: kept ? textOf(kept.code) : null };
}

/** A FHIR date or dateTime read: the clinic's day it falls on, and the instant when it names a time. */
export interface SentTime {
  /** YYYY-MM-DD. */
  day: string;
  instant: Date | null;
}

const DATE_TIME = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?)?)?$/;

const realDay = (year: string, month: string, day: string) => {
  const written = `${year}-${month}-${day}`;
  const parsed = new Date(`${written}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === written;
};

/**
 * A FHIR date or dateTime ("2010", "2010-05", "2010-05-24", "2010-05-24T09:30:00+01:00"), or null for anything else
 * (words such as "approximately November 2012", a 30th of February). A partial date stands for its first day: a
 * record that knows only the year or the month is placed at its start, the earliest it can have been. A time with
 * its offset is an instant, whose day is the clinic's (so the chart, which shows every instant on the clinic's
 * calendar, agrees with the day kept); a time without an offset (which R4 forbids) is read as the clinic's wall time.
 */
export function readDateTime(value: unknown): SentTime | null {
  const written = textOf(value);
  const match = written ? DATE_TIME.exec(written) : null;
  if (!match) return null;
  const [, year, month = '01', day = '01', hour, minute, second = '00', zone] = match;
  if (!realDay(year!, month, day)) return null;
  const date = `${year}-${month}-${day}`;
  if (hour === undefined) return { day: date, instant: null };
  if (!zone) {
    const instant = instantOfClinicWallTime(`${date}T${hour}:${minute}:${second}`);
    return instant ? { day: date, instant } : null;
  }
  const instant = new Date(written!);
  return Number.isNaN(instant.getTime()) ? null : { day: isoDateInZone(instant), instant };
}

/** The clinic's day of a FHIR date or dateTime (a partial date's first day), or null. */
export const dayOf = (value: unknown): string | null => readDateTime(value)?.day ?? null;

/** The instant of a FHIR dateTime; a date without a time stands for the start of that day at the clinic. */
export function instantOf(value: unknown): Date | null {
  const time = readDateTime(value);
  if (!time) return null;
  return time.instant ?? clinicInstant(time.day, '00:00');
}

/** Every note's text, one a line. */
export const notesOf = (notes: readonly Annotation[] | undefined): string =>
  itemsOf(notes)
    .map((note) => textOf(note.text))
    .filter(Boolean)
    .join('\n');

/** Words listed once each, in the order first given, joined; null when there are none. */
export function listOf(words: ReadonlyArray<string | null | undefined>, separator = ', '): string | null {
  const distinct = [...new Set(words.map(textOf).filter((word): word is string => word !== null))];
  return distinct.length > 0 ? distinct.join(separator) : null;
}
