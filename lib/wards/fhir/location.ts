import type { CodeableConcept, Coding, Location } from '@medplum/fhirtypes';
import type { SearchParameterDefinition } from '@/lib/fhir/capability';
import { prefixedId } from '@/lib/fhir/search/interleave';
import { WARD_KIND_LABELS, type BedState, type WardKind } from '@/lib/wards/rules/kinds';

// Wards and beds are Locations. Both come from tables of their own, so each id carries its table's prefix
// (`ward-3`, `bed-12`), as Condition's `dt-` and `rx-` do: no id names two things, and a reference says which
// table to read. Neither is patient data: reading them writes no audit line (as Practitioner).

export const WARD_ID_PREFIX = 'ward';
export const BED_ID_PREFIX = 'bed';
export const wardLocationId = (id: number): string => `${WARD_ID_PREFIX}-${id}`;
export const bedLocationId = (id: number): string => `${BED_ID_PREFIX}-${id}`;

export const PHYSICAL_TYPE_SYSTEM = 'http://terminology.hl7.org/CodeSystem/location-physical-type';
/** HL7 v2 table 0116, Bed Status: what Location.operationalStatus is bound to. */
export const BED_STATUS_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v2-0116';
const ROLE_CODE_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v3-RoleCode';

export const PHYSICAL_TYPES = { ward: { system: PHYSICAL_TYPE_SYSTEM, code: 'wa', display: 'Ward' }, bed: { system: PHYSICAL_TYPE_SYSTEM, code: 'bd', display: 'Bed' } } as const;

/** The v2-0116 codes a bed is served with (Isolated and Contaminated are states the clinic does not record). */
export const BED_STATUS = {
  O: 'Occupied',
  U: 'Unoccupied',
  H: 'Housekeeping',
  C: 'Closed',
} as const;
export type BedStatusCode = keyof typeof BED_STATUS;

/**
 * A ward's kind in v3 RoleCode (ServiceDeliveryLocationRoleType, an extensible binding): the intensive care unit
 * and the paediatric unit have codes of their own under HU (hospital unit); a medical, surgical or maternity ward
 * has none (OB and SU are outpatient clinics, not wards), so it is a hospital unit, its kind said in words.
 */
const WARD_ROLE: Record<WardKind, Coding> = {
  medical: { system: ROLE_CODE_SYSTEM, code: 'HU', display: 'Hospital unit' },
  surgical: { system: ROLE_CODE_SYSTEM, code: 'HU', display: 'Hospital unit' },
  maternity: { system: ROLE_CODE_SYSTEM, code: 'HU', display: 'Hospital unit' },
  paediatric: { system: ROLE_CODE_SYSTEM, code: 'PEDU', display: 'Pediatric unit' },
  icu: { system: ROLE_CODE_SYSTEM, code: 'ICU', display: 'Intensive care unit' },
  other: { system: ROLE_CODE_SYSTEM, code: 'HU', display: 'Hospital unit' },
};

export const wardType = (kind: WardKind): CodeableConcept => ({ coding: [WARD_ROLE[kind]], text: kind === 'other' ? 'Ward' : `${WARD_KIND_LABELS[kind]} ward` });

export interface WardLocationRow {
  wardId: number;
  name: string;
  kind: WardKind;
}

export interface BedLocationRow {
  bedId: number;
  wardId: number;
  wardName: string;
  label: string;
  state: BedState;
  retiredAt: Date | null;
  /** Someone lies in it: it has an open stay. */
  occupied: boolean;
}

/** A row of a Location search: a ward or a bed, `id` its page key among both tables (lib/fhir/search/interleave.ts). */
export type LocationRow = { id: number; ward: WardLocationRow; bed?: undefined } | { id: number; bed: BedLocationRow; ward?: undefined };

/** A bed's label as the screens say it, "bed 4" or "bed A4"; a label that says "Bed" itself is kept as it is. */
export const bedLabelWords = (label: string): string => (/^bed\b/i.test(label.trim()) ? label.trim() : `bed ${label.trim()}`);

/** A bed as the screens name it: "Ward A, bed 4". */
export const bedName = (wardName: string, label: string): string => `${wardName}, ${bedLabelWords(label)}`;

/**
 * A bed's v2-0116 status: occupied while it has an open stay, else by its own state (being cleaned is
 * housekeeping, out of service is closed, ready is unoccupied). A retired bed has none: it is no longer in use,
 * which its status inactive says.
 */
export function bedStatusCode(bed: Pick<BedLocationRow, 'state' | 'retiredAt' | 'occupied'>): BedStatusCode | null {
  if (bed.retiredAt !== null) return null;
  if (bed.occupied) return 'O';
  return bed.state === 'cleaning' ? 'H' : bed.state === 'out-of-service' ? 'C' : 'U';
}

/** A ward as an R4 Location: a ward (physical type wa) of the hospital, its kind as its type. */
export function toFhirWardLocation(ward: WardLocationRow): Location {
  return {
    resourceType: 'Location',
    id: wardLocationId(ward.wardId),
    status: 'active',
    name: ward.name,
    mode: 'instance',
    type: [wardType(ward.kind)],
    physicalType: { coding: [PHYSICAL_TYPES.ward], text: 'Ward' },
  };
}

/** A bed as an R4 Location: a bed (physical type bd) that is part of its ward, with its v2-0116 status. */
export function toFhirBedLocation(bed: BedLocationRow): Location {
  const code = bedStatusCode(bed);
  return {
    resourceType: 'Location',
    id: bedLocationId(bed.bedId),
    status: bed.retiredAt === null ? 'active' : 'inactive',
    ...(code ? { operationalStatus: { system: BED_STATUS_SYSTEM, code, display: BED_STATUS[code] } } : {}),
    name: bedName(bed.wardName, bed.label),
    alias: [bed.label.trim()],
    mode: 'instance',
    physicalType: { coding: [PHYSICAL_TYPES.bed], text: 'Bed' },
    partOf: { reference: `Location/${wardLocationId(bed.wardId)}`, display: bed.wardName },
  };
}

/**
 * The ward or bed a reference names: `Location/ward-3`, a full address ending so, or `bed-12` alone; null for
 * anything else (it then matches nothing).
 */
export function referencedLocation(value: string): { kind: 'ward' | 'bed'; id: number } | null {
  const text = value.trim();
  const id = /(?:^|\/)Location\/([^/]+)$/.exec(text)?.[1] ?? (text.includes('/') ? null : text);
  if (id === null) return null;
  const ward = prefixedId(id, WARD_ID_PREFIX);
  if (ward !== null) return { kind: 'ward', id: ward };
  const bed = prefixedId(id, BED_ID_PREFIX);
  return bed === null ? null : { kind: 'bed', id: bed };
}

export const toFhirLocation = (row: LocationRow): Location => (row.ward ? toFhirWardLocation(row.ward) : toFhirBedLocation(row.bed));

/** What a Location search takes: read by lib/wards/queries/fhir.ts and listed in the CapabilityStatement. */
export const LOCATION_SEARCH: readonly SearchParameterDefinition[] = [
  { name: '_id', type: 'token', documentation: "The id on this server: ward-{id} for a ward, bed-{id} for a bed." },
  { name: 'name', type: 'string', documentation: 'Every word given, within the name (a bed\'s is "Ward A, bed 4"), in any letter case.' },
  { name: 'status', type: 'token', documentation: 'active, or inactive (a retired bed).' },
  { name: 'physical-type', type: 'token', documentation: 'wa (a ward) or bd (a bed), of location-physical-type.' },
  { name: 'partof', type: 'reference', documentation: "A ward's beds: Location/ward-{id} or ward-{id}." },
  { name: 'operational-status', type: 'token', documentation: "A bed's v2-0116 status: O occupied, U unoccupied, H housekeeping (being cleaned), C closed (out of service)." },
];
