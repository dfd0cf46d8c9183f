import type { CodeableConcept, HumanName, Reference, Resource } from '@medplum/fhirtypes';
import { conceptWords, itemsOf, preferredCoding, textOf } from '@/lib/fhir/sent-values';
import type { ImportContext } from '../context';

// References within an imported Bundle, in the four forms systems write them: `urn:uuid:…` (a transaction's
// fullUrl), relative `Type/id`, an absolute `https://…/Type/id`, and conditional `Type?identifier=system|value`
// (Synthea names its practitioners and organizations so); `#id` points into the resource's own `contained`.

/** One entry of the Bundle: its resource and the fullUrl it was given. */
export interface BundleEntryRead {
  resource: Resource;
  fullUrl: string | null;
}

const TYPE_AND_ID = /(?:^|\/)([A-Z][A-Za-z]+)\/([A-Za-z0-9\-.]{1,64})(?:\/_history\/[^/]*)?$/;
const CONDITIONAL = /^([A-Z][A-Za-z]+)\?(.+)$/;

type Identified = { identifier?: Array<{ system?: string; value?: string }> | { system?: string; value?: string } };

/** A resource's identifiers, whether it holds a list of them or, as a few types do, one. */
export function identifiersOf(resource: Resource): Array<{ system: string; value: string }> {
  const held = (resource as Identified).identifier;
  const list = Array.isArray(held) ? held : held ? [held] : [];
  return list.filter((one) => typeof one?.value === 'string' && one.value !== '').map((one) => ({ system: typeof one.system === 'string' ? one.system : '', value: one.value! }));
}

const identifierKey = (type: string, system: string, value: string) => `${type}?${system}|${value}`;

/** A person's name as people write it: its text, else prefix, given and family names. */
export function personName(names: readonly HumanName[] | undefined): string | null {
  const list = (Array.isArray(names) ? names : []).filter((one): one is HumanName => typeof one === 'object' && one !== null);
  const name = list.find((one) => one.use === 'official') ?? list[0];
  if (!name) return null;
  const text = typeof name.text === 'string' ? name.text.trim() : '';
  if (text) return text;
  const words = (value: unknown) => (Array.isArray(value) ? value : [value]).filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  const parts = [...words(name.prefix), ...words(name.given), ...words(name.family)];
  return parts.length > 0 ? parts.join(' ') : null;
}

type Named = { name?: unknown; code?: unknown; deviceName?: unknown };

/** How a resource is named for people, when it is one that has a name. */
function nameOfResource(resource: Resource): string | null {
  const named = resource as unknown as Named;
  switch (resource.resourceType) {
    case 'Patient':
    case 'Practitioner':
    case 'RelatedPerson':
      return personName(named.name as HumanName[] | undefined);
    case 'Organization':
    case 'Location':
    case 'HealthcareService':
      return textOf(named.name);
    case 'PractitionerRole': {
      const role = resource as { practitioner?: { display?: unknown }; organization?: { display?: unknown } };
      return textOf(role.practitioner?.display) ?? textOf(role.organization?.display);
    }
    case 'Medication': {
      const code = typeof named.code === 'object' && named.code !== null ? (named.code as CodeableConcept) : undefined;
      return conceptWords(code) ?? textOf(preferredCoding(code, [])?.code);
    }
    case 'Device':
      return textOf(itemsOf(named.deviceName as Array<{ name?: unknown }> | undefined)[0]?.name);
    default:
      return null;
  }
}

/** The Bundle's entries indexed by every way a reference may name them. */
export function referenceIndex(entries: readonly BundleEntryRead[]): ImportContext {
  const byAddress = new Map<string, Resource>();
  for (const { resource, fullUrl } of entries) {
    if (fullUrl) byAddress.set(fullUrl, resource);
    if (resource.id) byAddress.set(`${resource.resourceType}/${resource.id}`, resource);
    const absolute = fullUrl ? TYPE_AND_ID.exec(fullUrl) : null;
    if (absolute) byAddress.set(`${absolute[1]}/${absolute[2]}`, resource);
    for (const { system, value } of identifiersOf(resource)) {
      byAddress.set(identifierKey(resource.resourceType, system, value), resource);
      // A conditional reference may name the value alone, without its system.
      if (!byAddress.has(identifierKey(resource.resourceType, '', value))) byAddress.set(identifierKey(resource.resourceType, '', value), resource);
    }
  }

  const resolve = (reference: Reference | undefined, from?: Resource): Resource | null => {
    if (typeof reference !== 'object' || reference === null) return null;
    const text = typeof reference.reference === 'string' ? reference.reference.trim() : '';
    if (!text) return null;
    if (text.startsWith('#')) {
      const contained = itemsOf((from as { contained?: Resource[] } | undefined)?.contained);
      return contained.find((resource) => resource.id === text.slice(1) && typeof resource.resourceType === 'string') ?? null;
    }
    const direct = byAddress.get(text);
    if (direct) return direct;
    const conditional = CONDITIONAL.exec(text);
    if (conditional) {
      const identifier = new URLSearchParams(conditional[2]).get('identifier');
      if (!identifier) return null;
      const bar = identifier.lastIndexOf('|');
      const [system, value] = bar < 0 ? ['', identifier] : [identifier.slice(0, bar), identifier.slice(bar + 1)];
      return byAddress.get(identifierKey(conditional[1]!, system, value)) ?? null;
    }
    const relative = TYPE_AND_ID.exec(text);
    return relative ? (byAddress.get(`${relative[1]}/${relative[2]}`) ?? null) : null;
  };

  const nameOf = (reference: Reference | undefined, from?: Resource): string | null => {
    const resource = resolve(reference, from);
    const name = resource ? nameOfResource(resource) : null;
    if (name) return name;
    return typeof reference === 'object' && reference !== null ? textOf(reference.display) : null;
  };

  return { resolve, nameOf };
}
