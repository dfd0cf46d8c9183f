import type { CapabilityStatement, OperationOutcome } from '@medplum/fhirtypes';
import { PATIENT_SEARCH } from '@/lib/patients/fhir/patient';
import { PRACTITIONER_SEARCH } from '@/lib/staff/fhir/practitioner';
import { r4Errors } from '@/tests/fhir-validator';
import { GET as unknownGET } from '../[...path]/route';
import { GET as baseGET, POST as basePOST } from '../route';
import { GET as smartConfiguration } from '../.well-known/smart-configuration/route';
import { GET, POST } from './route';

const mockSession = jest.fn(async () => null);
jest.mock('@/lib/auth/current-doctor', () => ({ getCurrentSession: () => mockSession() }));

describe('GET /fhir/metadata', () => {
  it('answers anyone a valid R4 CapabilityStatement listing exactly what is served', async () => {
    const response = await GET(new Request('http://localhost/fhir/metadata'), undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/fhir+json; charset=utf-8');
    const statement = (await response.json()) as CapabilityStatement;
    expect(r4Errors(statement)).toEqual([]);
    expect(statement).toMatchObject({ resourceType: 'CapabilityStatement', status: 'active', kind: 'instance', fhirVersion: '4.0.1', format: ['json'] });
    const [rest] = statement.rest!;
    expect(rest.resource!.map((resource) => resource.type)).toEqual(['Patient', 'Practitioner', 'Location', 'Observation', 'AllergyIntolerance', 'Appointment', 'Encounter', 'MedicationRequest', 'MedicationStatement', 'Immunization', 'Condition', 'DiagnosticReport', 'DocumentReference', 'ServiceRequest', 'Specimen', 'Binary']);
    const [patient, practitioner] = rest.resource!;
    expect(patient.interaction!.map((interaction) => interaction.code)).toEqual(['read', 'search-type', 'create']);
    expect(patient.conditionalCreate).toBe(true);
    expect(rest.resource!.find((resource) => resource.type === 'Observation')!.interaction!.map((interaction) => interaction.code)).toEqual(['read', 'search-type', 'create']);
    expect(patient.searchParam!.map((parameter) => parameter.name)).toEqual(PATIENT_SEARCH.map((parameter) => parameter.name));
    expect(practitioner.searchParam!.map((parameter) => parameter.name)).toEqual(PRACTITIONER_SEARCH.map((parameter) => parameter.name));
    expect(patient.operation).toEqual([{ name: 'everything', definition: 'http://hl7.org/fhir/OperationDefinition/Patient-everything' }]);
    expect(patient.searchRevInclude).toEqual(['AllergyIntolerance:patient', 'Condition:patient', 'Observation:patient', 'DiagnosticReport:patient', 'DocumentReference:patient', 'MedicationRequest:patient', 'MedicationStatement:patient', 'Immunization:patient', 'Appointment:patient', 'Encounter:patient', 'ServiceRequest:patient', 'Specimen:patient']);
    expect(rest.resource!.find((resource) => resource.type === 'MedicationRequest')!.searchInclude).toEqual(['MedicationRequest:patient']);
    const location = rest.resource!.find((resource) => resource.type === 'Location')!;
    expect(location.interaction!.map((interaction) => interaction.code)).toEqual(['read', 'search-type']);
    expect(location.searchParam!.map((parameter) => parameter.name)).toEqual(['_id', 'name', 'status', 'physical-type', 'partof', 'operational-status']);
    expect(rest.resource!.find((resource) => resource.type === 'Encounter')!.searchParam!.map((parameter) => parameter.name)).toEqual(['_id', 'patient', 'subject', 'practitioner', 'date', 'status', 'class', 'location']);
    expect(rest.resource!.find((resource) => resource.type === 'Binary')).toEqual({ type: 'Binary', interaction: [{ code: 'read' }], versioning: 'no-version', readHistory: false });
    expect(rest.interaction).toEqual([expect.objectContaining({ code: 'transaction' })]);
    expect(rest.resource!.find((resource) => resource.type === 'ServiceRequest')!.interaction!.map((interaction) => interaction.code)).toEqual(['read', 'search-type', 'create']);
    expect(rest.security).toMatchObject({ service: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/restful-security-service', code: 'SMART-on-FHIR' }] }] });
    expect(mockSession).not.toHaveBeenCalled();
  });

  it('refuses XML and other methods with an OperationOutcome', async () => {
    expect((await GET(new Request('http://localhost/fhir/metadata?_format=xml'), undefined)).status).toBe(406);
    expect((await POST(new Request('http://localhost/fhir/metadata', { method: 'POST' }))).status).toBe(405);
  });
});

describe('an address under /fhir that is not served', () => {
  it('answers 404 with an OperationOutcome that points to the CapabilityStatement', async () => {
    const response = await unknownGET(new Request('http://localhost/fhir/Basic/1'), { params: Promise.resolve({ path: ['Basic', '1'] }) });
    expect(response.status).toBe(404);
    const outcome = (await response.json()) as OperationOutcome;
    expect(outcome.issue[0].details?.text).toBe('Basic/1 is not served here; GET /fhir/metadata lists what is.');
    expect(r4Errors(outcome)).toEqual([]);
    const atBase = await baseGET(new Request('http://localhost/fhir'), undefined);
    expect(atBase.status).toBe(404);
    expect(((await atBase.json()) as OperationOutcome).issue[0].details?.text).toBe('Nothing is served at the base address but a transaction Bundle of laboratory results (POST); GET /fhir/metadata lists what is.');
    // A transaction is a connected system's: without a token (and no session) it is 401.
    expect((await basePOST(new Request('http://localhost/fhir', { method: 'POST' }), undefined)).status).toBe(401);
    mockSession.mockClear();
  });
});

describe('GET /fhir/.well-known/smart-configuration', () => {
  it('names the token endpoint, client credentials with a signed JWT (RS384, ES384), and system scopes in both versions', async () => {
    const response = smartConfiguration();
    expect(response.status).toBe(200);
    const configuration = (await response.json()) as Record<string, unknown>;
    expect(configuration).toMatchObject({
      token_endpoint: 'http://localhost:3000/fhir/auth/token',
      grant_types_supported: ['client_credentials'],
      token_endpoint_auth_methods_supported: ['private_key_jwt'],
      token_endpoint_auth_signing_alg_values_supported: ['RS384', 'ES384'],
      capabilities: ['client-confidential-asymmetric', 'permission-v1', 'permission-v2'],
    });
    expect(configuration.scopes_supported).toEqual(expect.arrayContaining(['system/*.rs', 'system/*.read', 'system/Patient.rs', 'system/Observation.read', 'system/Observation.c']));
    expect(configuration.scopes_supported).toContain('system/Patient.c');
    // An outside lab's results Bundle creates a DiagnosticReport: its scope is offered though the type has no create of its own.
    expect(configuration.scopes_supported).toEqual(expect.arrayContaining(['system/DiagnosticReport.c', 'system/ServiceRequest.c']));
    expect(configuration.scopes_supported).toEqual(expect.arrayContaining(['system/Immunization.rs', 'system/MedicationStatement.read']));
    expect(configuration.scopes_supported).not.toContain('system/Practitioner.c');
    expect(configuration.scopes_supported).toEqual(expect.arrayContaining(['system/Location.rs', 'system/Location.read']));
    expect(configuration.scopes_supported).not.toContain('system/Location.c');
    expect(mockSession).not.toHaveBeenCalled();
  });
});
