import type { CapabilityStatement, OperationDefinition } from '@medplum/fhirtypes';
import { r4Errors } from '@/tests/fhir-validator';
import { GET as metadata } from '../../metadata/route';
import { GET } from './route';

const read = (id: string) => GET(new Request(`http://localhost/fhir/OperationDefinition/${id}`), { params: Promise.resolve({ id }) });

describe('GET /fhir/OperationDefinition/{id}', () => {
  it('defines $import-record as valid R4, and the CapabilityStatement declares it by that definition', async () => {
    const response = await read('import-record');
    expect(response.status).toBe(200);
    const definition = (await response.json()) as OperationDefinition;
    expect(r4Errors(definition)).toEqual([]);
    expect(definition).toMatchObject({ code: 'import-record', system: true, instance: false, kind: 'operation' });
    expect(definition.parameter?.map((parameter) => `${parameter.use} ${parameter.name}`)).toEqual(['in resource', 'in patient', 'in source', 'out return']);

    const statement = (await (await metadata(new Request('http://localhost/fhir/metadata'), undefined as never)).json()) as CapabilityStatement;
    expect(statement.rest![0]!.operation).toEqual([expect.objectContaining({ name: 'import-record', definition: definition.url })]);
  });

  it('answers 404 for any other operation', async () => {
    expect((await read('everything-else')).status).toBe(404);
  });
});
