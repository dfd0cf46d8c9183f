import { FhirError } from './outcome';

/** What `_format` may say for JSON: R4's names and the plain JSON ones. */
const JSON_FORMATS = new Set(['json', 'application/json', 'application/fhir+json', 'application/json+fhir']);
/** Media ranges of an Accept header that JSON satisfies. */
const JSON_RANGES = new Set(['*/*', 'application/*', 'application/json', 'application/fhir+json', 'application/json+fhir']);

const notAcceptable = (asked: string) =>
  new FhirError(406, 'not-supported', `This server answers in FHIR JSON only (application/fhir+json); ${asked} cannot be served.`);

/**
 * Refuses a request that asks for anything but JSON, by `_format` (which wins, as FHIR says) or by its Accept
 * header. No Accept, or one that a browser sends (it ends with the any-type range), is JSON's.
 */
export function checkFormat(url: URL, accept: string | null): void {
  const format = url.searchParams.get('_format');
  if (format !== null) {
    const wanted = format.split(';')[0].trim().toLowerCase();
    if (!JSON_FORMATS.has(wanted)) throw notAcceptable(`_format=${format}`);
    return;
  }
  if (!accept || accept.trim() === '') return;
  const takesJson = accept.split(',').some((range) => {
    const [type, ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return JSON_RANGES.has(type) && (quality === undefined || Number(quality.slice(2)) > 0);
  });
  if (!takesJson) throw notAcceptable(`Accept: ${accept}`);
}
