// Not `server-only`: the Patients screen's "Import record" shows what a file holds before anything is sent.

/** What a record file holds, as the doctor checks it before importing. */
export interface RecordPreview {
  bundleType: string;
  /** The record's patient, as sent: the parts a doctor recognises someone by. */
  patient: {
    name: string;
    birthDate: string | null;
    gender: string | null;
    phone: string | null;
    /** The Patient itself, for the server's duplicate check. */
    resource: Record<string, unknown>;
  };
  /** How many of each resource type it holds (the Patient left out), most first. */
  counts: Array<{ type: string; count: number }>;
  /** How many entries in all. */
  total: number;
}

export type PreviewReading = { ok: true; preview: RecordPreview } | { ok: false; message: string };

const BUNDLE_TYPES = ['transaction', 'batch', 'collection', 'document'];

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** A person's name as sent: the official one, else the first; its text, else given and family names. */
function nameOf(patient: Json): string {
  const names = Array.isArray(patient.name) ? patient.name.filter(isObject) : [];
  const name = names.find((one) => one.use === 'official') ?? names[0];
  if (!name) return 'No name given';
  const given = Array.isArray(name.given) ? name.given.filter((part): part is string => typeof part === 'string') : [];
  return text(name.text) ?? ([...given, text(name.family) ?? ''].join(' ').trim() || 'No name given');
}

/** What a file's JSON holds, or why it is not one patient's record. */
export function previewRecord(json: unknown): PreviewReading {
  if (!isObject(json) || json.resourceType !== 'Bundle') return { ok: false, message: 'This file is not a FHIR Bundle: a record to import is one patient’s Bundle, as another system exports it.' };
  const bundleType = String(json.type ?? '');
  if (!BUNDLE_TYPES.includes(bundleType)) return { ok: false, message: `This Bundle is of type ${bundleType.slice(0, 20) || '(none)'}: a record is a Bundle of type transaction, batch, collection or document.` };
  const resources = (Array.isArray(json.entry) ? json.entry : []).flatMap((entry) => (isObject(entry) && isObject(entry.resource) && typeof entry.resource.resourceType === 'string' ? [entry.resource] : []));
  const patients = resources.filter((resource) => resource.resourceType === 'Patient');
  if (patients.length === 0) return { ok: false, message: 'This Bundle holds no Patient: a record is one patient’s.' };
  if (patients.length > 1) return { ok: false, message: `This Bundle holds ${patients.length} patients: import one patient’s record at a time.` };
  const patient = patients[0]!;
  const tally = new Map<string, number>();
  for (const resource of resources) if (resource !== patient) tally.set(resource.resourceType as string, (tally.get(resource.resourceType as string) ?? 0) + 1);
  const telecom = Array.isArray(patient.telecom) ? patient.telecom.filter(isObject) : [];
  return {
    ok: true,
    preview: {
      bundleType,
      patient: {
        name: nameOf(patient),
        birthDate: text(patient.birthDate),
        gender: text(patient.gender),
        phone: text(telecom.find((point) => point.system === 'phone')?.value),
        resource: patient,
      },
      counts: [...tally].map(([type, count]) => ({ type, count })).sort((one, other) => other.count - one.count || one.type.localeCompare(other.type)),
      total: resources.length - 1,
    },
  };
}
