import 'server-only';
import { and, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '@/lib/db/paging';
import { beds, bedStays, wards } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { mergePages, pageKey, prefixedId, tableBound } from '@/lib/fhir/search/interleave';
import type { PageBound } from '@/lib/fhir/search/page';
import { keyset, NOTHING, parameterConditions } from '@/lib/fhir/search/sql';
import { tokenCode } from '@/lib/fhir/search/token';
import type { SearchPlan } from '@/lib/fhir/searches';
import {
  BED_ID_PREFIX,
  BED_STATUS_SYSTEM,
  PHYSICAL_TYPE_SYSTEM,
  PHYSICAL_TYPES,
  referencedLocation,
  toFhirLocation,
  WARD_ID_PREFIX,
  type BedLocationRow,
  type LocationRow,
  type WardLocationRow,
} from '@/lib/wards/fhir/location';

// A Location search reads two tables, wards (place 0) and beds (place 1), each by its own primary key within the
// page's bound, merged on one page key (lib/fhir/search/interleave.ts), as Condition's diagnosis tests and
// prescriptions are.

type Values = ReadonlyMap<string, readonly string[]>;
type Side = 'ward' | 'bed';
const SIDES: readonly Side[] = ['ward', 'bed'];
const placeOf = (side: Side) => SIDES.indexOf(side);

const LOCATION_STATUS_SYSTEM = 'http://hl7.org/fhir/location-status';

/** A bed with an open stay: someone lies in it. Its columns named with their table, for a subquery. */
const occupied = sql<boolean>`exists (select 1 from ${bedStays} where ${bedStays.bedId} = ${beds.id} and ${bedStays.toAt} is null)`;

/** A bed's name as lib/wards/fhir/location.ts writes it ("Ward A, bed 4"), lower-cased, for the name search. */
export const bedNameSql = sql`lower(${wards.name} || ', ' || case when btrim(${beds.label}) ~* '^bed\\M' then btrim(${beds.label}) else 'bed ' || btrim(${beds.label}) end)`;

/** Every word of a name search, within the name (any order, any letter case), as the patients' name search. */
function nameCondition(name: SQL, value: string): SQL {
  const words = value.split(/[\s,]+/).filter(Boolean);
  return words.length === 0 ? NOTHING : (and(...words.map((word) => sql`${name} like ${containsPattern(word)}`)) as SQL);
}

const physicalType = (value: string): string | null => tokenCode(value, PHYSICAL_TYPE_SYSTEM);

/** A bed's v2-0116 status in SQL, as bedStatusCode() works it out. */
const BED_STATUS: Record<string, SQL> = {
  O: and(isNull(beds.retiredAt), occupied) as SQL,
  U: and(isNull(beds.retiredAt), sql`not ${occupied}`, eq(beds.state, 'ready')) as SQL,
  H: and(isNull(beds.retiredAt), sql`not ${occupied}`, eq(beds.state, 'cleaning')) as SQL,
  C: and(isNull(beds.retiredAt), sql`not ${occupied}`, eq(beds.state, 'out-of-service')) as SQL,
};

const PARAMETERS: Record<Side, Record<string, (value: string) => SQL>> = {
  ward: {
    _id: (value) => {
      const id = prefixedId(value, WARD_ID_PREFIX);
      return id === null ? NOTHING : eq(wards.id, id);
    },
    name: (value) => nameCondition(sql`lower(${wards.name})`, value),
    // A ward is never retired: it is always active.
    status: (value) => (tokenCode(value, LOCATION_STATUS_SYSTEM) === 'active' ? sql`true` : NOTHING),
    'physical-type': (value) => (physicalType(value) === PHYSICAL_TYPES.ward.code ? sql`true` : NOTHING),
    partof: () => NOTHING,
    'operational-status': () => NOTHING,
  },
  bed: {
    _id: (value) => {
      const id = prefixedId(value, BED_ID_PREFIX);
      return id === null ? NOTHING : eq(beds.id, id);
    },
    name: (value) => nameCondition(bedNameSql, value),
    status: (value) => {
      const code = tokenCode(value, LOCATION_STATUS_SYSTEM);
      return code === 'active' ? isNull(beds.retiredAt) : code === 'inactive' ? isNotNull(beds.retiredAt) : NOTHING;
    },
    'physical-type': (value) => (physicalType(value) === PHYSICAL_TYPES.bed.code ? sql`true` : NOTHING),
    partof: (value) => {
      const ward = referencedLocation(value);
      return ward?.kind === 'ward' ? eq(beds.wardId, ward.id) : NOTHING;
    },
    'operational-status': (value) => BED_STATUS[tokenCode(value, BED_STATUS_SYSTEM) ?? ''] ?? NOTHING,
  },
};

/** A Location search as SQL, one condition per table. */
export type LocationSearch = Record<Side, SQL>;

export function fhirLocationSearch(values: Values): LocationSearch {
  return {
    ward: and(...parameterConditions(values, PARAMETERS.ward)) ?? sql`true`,
    bed: and(...parameterConditions(values, PARAMETERS.bed)) ?? sql`true`,
  };
}

const WARD_COLUMNS = { wardId: wards.id, name: wards.name, kind: wards.kind };
const BED_COLUMNS = { bedId: beds.id, wardId: beds.wardId, wardName: wards.name, label: beds.label, state: beds.state, retiredAt: beds.retiredAt, occupied };

function wardRows(db: Db, where: SQL, bound: PageBound): Promise<WardLocationRow[]> {
  const { position, order } = keyset(wards.id, bound);
  return db.select(WARD_COLUMNS).from(wards).where(and(where, position)).orderBy(order).limit(bound.limit);
}

function bedRows(db: Db, where: SQL, bound: PageBound): Promise<BedLocationRow[]> {
  const { position, order } = keyset(beds.id, bound);
  return db.select(BED_COLUMNS).from(beds).innerJoin(wards, eq(wards.id, beds.wardId)).where(and(where, position)).orderBy(order).limit(bound.limit);
}

const wardRow = (ward: WardLocationRow): LocationRow => ({ id: pageKey(SIDES.length, placeOf('ward'), ward.wardId), ward });
const bedRow = (bed: BedLocationRow): LocationRow => ({ id: pageKey(SIDES.length, placeOf('bed'), bed.bedId), bed });

/** One page of the wards and beds together, in page-key order. */
export async function readFhirLocations(db: Db, search: LocationSearch, bound: PageBound): Promise<LocationRow[]> {
  const [wardPage, bedPage] = await Promise.all([
    wardRows(db, search.ward, tableBound(SIDES.length, placeOf('ward'), bound)),
    bedRows(db, search.bed, tableBound(SIDES.length, placeOf('bed'), bound)),
  ]);
  return mergePages(bound, [wardPage.map(wardRow), bedPage.map(bedRow)]);
}

export async function countFhirLocations(db: Db, search: LocationSearch): Promise<number> {
  const [[ward], [bed]] = await Promise.all([
    db.select({ total: count() }).from(wards).where(search.ward),
    db.select({ total: count() }).from(beds).innerJoin(wards, eq(wards.id, beds.wardId)).where(search.bed),
  ]);
  return ward!.total + bed!.total;
}

/** A ward or a bed by its Location id (`ward-3`, `bed-12`), a retired bed too (it reads as inactive). */
export async function readFhirLocation(db: Db, id: string): Promise<LocationRow | undefined> {
  const wardId = prefixedId(id, WARD_ID_PREFIX);
  if (wardId !== null) return (await wardRows(db, eq(wards.id, wardId), { limit: 1 })).map(wardRow)[0];
  const bedId = prefixedId(id, BED_ID_PREFIX);
  if (bedId !== null) return (await bedRows(db, eq(beds.id, bedId), { limit: 1 })).map(bedRow)[0];
  return undefined;
}

/** The Location search (lib/fhir/searches.ts): wards and beds are no patient's data, so no row names a patient. */
export function locationPlan(db: Db, values: Values): SearchPlan<LocationRow> {
  const search = fhirLocationSearch(values);
  return { read: (bound) => readFhirLocations(db, search, bound), count: () => countFhirLocations(db, search), toResource: toFhirLocation, patientIdOf: () => null };
}
