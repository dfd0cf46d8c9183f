import type { Bundle, BundleEntry, Resource } from '@medplum/fhirtypes';

// A patient's record as another hospital's system would send it, made for the import's tests: every kind of entry
// the import reads, one of each it skips, and references in the four forms systems write them.

const LOINC = 'http://loinc.org';
const SNOMED = 'http://snomed.info/sct';
const UCUM = 'http://unitsofmeasure.org';
const VITAL = { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'vital-signs' }] };
const LAB = { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory' }] };

export const MRN_SYSTEM = 'https://hospital-x.example.ng/mrn';

export interface RecordOptions {
  /** The patient's medical record number at Hospital X. */
  mrn?: string;
  given?: string;
  family?: string;
  birthDate?: string;
  phone?: string;
  /** Extra entries after the usual ones. */
  extra?: Resource[];
}

const entry = (resource: Resource, fullUrl?: string): BundleEntry => ({ fullUrl: fullUrl ?? `urn:uuid:${resource.id}`, resource, request: { method: 'POST', url: resource.resourceType } });

/** One patient's record from "Hospital X", as a transaction Bundle. */
export function hospitalXRecord(options: RecordOptions = {}): Bundle {
  const mrn = options.mrn ?? 'HX-1001';
  const patientUrl = `urn:uuid:patient-${mrn}`;
  const subject = { reference: patientUrl };
  const resources: Array<[Resource, string?]> = [
    [
      {
        resourceType: 'Patient',
        id: `patient-${mrn}`,
        identifier: [{ system: MRN_SYSTEM, value: mrn, type: { text: 'Medical Record Number' } }],
        name: [{ use: 'official', given: [options.given ?? 'Ngozi'], family: options.family ?? 'Adeyemi' }],
        gender: 'female',
        birthDate: options.birthDate ?? '1984-03-12',
        telecom: [{ system: 'phone', value: options.phone ?? '+234 803 555 0101', use: 'mobile' }],
        address: [{ line: ['12 Marina Road'], city: 'Lagos', state: 'Lagos' }],
        managingOrganization: { reference: 'Organization?identifier=https://hospital-x.example.ng|HX' },
      },
      patientUrl,
    ],
    [{ resourceType: 'Organization', id: 'org-hx', identifier: [{ system: 'https://hospital-x.example.ng', value: 'HX' }], name: 'Hospital X, Lagos' }],
    [{ resourceType: 'Practitioner', id: 'dr-bello', name: [{ prefix: ['Dr.'], given: ['Musa'], family: 'Bello' }] }],
    // Vitals: a weight in pounds, a blood pressure, and a BMI the app works out itself.
    [{ resourceType: 'Observation', id: `wt-${mrn}`, status: 'final', category: [VITAL], code: { coding: [{ system: LOINC, code: '29463-7', display: 'Body weight' }] }, subject, effectiveDateTime: '2025-06-01T09:30:00+01:00', valueQuantity: { value: 150, unit: 'lb', system: UCUM, code: '[lb_av]' } }],
    [
      {
        resourceType: 'Observation',
        id: `bp-${mrn}`,
        status: 'final',
        category: [VITAL],
        code: { coding: [{ system: LOINC, code: '85354-9' }] },
        subject,
        effectiveDateTime: '2025-06-01T09:30:00+01:00',
        component: [
          { code: { coding: [{ system: LOINC, code: '8480-6' }] }, valueQuantity: { value: 142, unit: 'mmHg', system: UCUM, code: 'mm[Hg]' } },
          { code: { coding: [{ system: LOINC, code: '8462-4' }] }, valueQuantity: { value: 91, unit: 'mmHg', system: UCUM, code: 'mm[Hg]' } },
        ],
      },
    ],
    [{ resourceType: 'Observation', id: `bmi-${mrn}`, status: 'final', category: [VITAL], code: { coding: [{ system: LOINC, code: '39156-5' }] }, subject, effectiveDateTime: '2025-06-01T09:30:00+01:00', valueQuantity: { value: 27.1, system: UCUM, code: 'kg/m2' } }],
    // A laboratory report and its two results: one the catalogue knows (haemoglobin), one it does not.
    [{ resourceType: 'Observation', id: `hb-${mrn}`, status: 'final', category: [LAB], code: { coding: [{ system: LOINC, code: '718-7', display: 'Hemoglobin [Mass/volume] in Blood' }] }, subject, effectiveDateTime: '2025-06-01T10:00:00+01:00', valueQuantity: { value: 10.2, system: UCUM, code: 'g/dL' }, referenceRange: [{ low: { value: 12 }, high: { value: 15.5 } }], interpretation: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation', code: 'L' }] }] }],
    [{ resourceType: 'Observation', id: `ferritin-${mrn}`, status: 'final', category: [LAB], code: { coding: [{ system: LOINC, code: '2276-4', display: 'Ferritin [Mass/volume] in Serum or Plasma' }] }, subject, effectiveDateTime: '2025-06-01T10:00:00+01:00', valueQuantity: { value: 8, system: UCUM, code: 'ng/mL' }, referenceRange: [{ low: { value: 15 }, high: { value: 150 } }] }],
    [
      {
        resourceType: 'DiagnosticReport',
        id: `report-${mrn}`,
        status: 'final',
        category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0074', code: 'LAB' }] }],
        code: { text: 'Anaemia screen' },
        subject,
        effectiveDateTime: '2025-06-01T10:00:00+01:00',
        issued: '2025-06-01T15:00:00+01:00',
        // Relative and urn:uuid references, as different systems write them.
        result: [{ reference: `Observation/hb-${mrn}` }, { reference: `urn:uuid:ferritin-${mrn}` }],
      },
    ],
    // A pain score and a smoking status: no clinic measure, no laboratory result; kept as sent.
    [{ resourceType: 'Observation', id: `pain-${mrn}`, status: 'final', category: [{ coding: [{ code: 'survey' }] }], code: { coding: [{ system: LOINC, code: '72514-3' }] }, subject, effectiveDateTime: '2025-06-01T09:30:00+01:00', valueQuantity: { value: 2 } }],
    [
      {
        resourceType: 'Observation',
        id: `smoking-${mrn}`,
        status: 'final',
        category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'social-history' }] }],
        code: { coding: [{ system: LOINC, code: '72166-2', display: 'Tobacco smoking status' }] },
        subject,
        effectiveDateTime: '2025-06-01T09:30:00+01:00',
        valueCodeableConcept: { coding: [{ system: SNOMED, code: '8517006', display: 'Former smoker' }] },
        component: [{ code: { text: 'Years since quitting' }, valueQuantity: { value: 6, unit: 'a', system: 'http://unitsofmeasure.org', code: 'a' } }],
      },
    ],
    [{ resourceType: 'Condition', id: `htn-${mrn}`, clinicalStatus: { coding: [{ code: 'active' }] }, code: { coding: [{ system: SNOMED, code: '38341003', display: 'Hypertensive disorder' }], text: 'Hypertension' }, subject, onsetDateTime: '2019-04-02', recorder: { reference: 'Practitioner/dr-bello' } }],
    [{ resourceType: 'Immunization', id: `hepb-${mrn}`, status: 'completed', vaccineCode: { coding: [{ system: 'http://hl7.org/fhir/sid/cvx', code: '08', display: 'Hep B, adolescent or pediatric' }] }, patient: subject, occurrenceDateTime: '2024-11-05T11:00:00+01:00', protocolApplied: [{ doseNumberPositiveInt: 2 }] }],
    [{ resourceType: 'MedicationRequest', id: `amlo-${mrn}`, status: 'active', intent: 'order', medicationCodeableConcept: { text: 'Amlodipine 5 mg tablet' }, subject, authoredOn: '2025-06-01', requester: { reference: 'Practitioner/dr-bello' }, dosageInstruction: [{ text: '1 tablet once a day' }], note: [{ text: 'Take it in the morning' }] }],
    [{ resourceType: 'Encounter', id: `visit-${mrn}`, status: 'finished', class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB' }, type: [{ text: 'Hypertension review' }], subject, period: { start: '2025-06-01T09:00:00+01:00', end: '2025-06-01T10:30:00+01:00' }, serviceProvider: { reference: 'Organization?identifier=https://hospital-x.example.ng|HX' } }],
    [{ resourceType: 'AllergyIntolerance', id: `pen-${mrn}`, clinicalStatus: { coding: [{ code: 'active' }] }, category: ['medication'], code: { text: 'Penicillin' }, patient: subject, reaction: [{ manifestation: [{ text: 'Hives' }] }] }],
    [{ resourceType: 'AllergyIntolerance', id: `peanut-${mrn}`, clinicalStatus: { coding: [{ code: 'active' }] }, category: ['food'], code: { text: 'Peanut' }, patient: subject }],
    [{ resourceType: 'DocumentReference', id: `note-${mrn}`, status: 'current', description: 'Clinic letter', subject, date: '2025-06-01T11:00:00+01:00', content: [{ attachment: { contentType: 'text/plain', data: Buffer.from('Seen for hypertension. Amlodipine started.\n').toString('base64') } }] }],
    [{ resourceType: 'CarePlan', id: `plan-${mrn}`, status: 'active', intent: 'plan', subject }],
    ...(options.extra ?? []).map((resource): [Resource] => [resource]),
  ];
  return { resourceType: 'Bundle', type: 'transaction', entry: resources.map(([resource, fullUrl]) => entry(resource, fullUrl)) };
}
