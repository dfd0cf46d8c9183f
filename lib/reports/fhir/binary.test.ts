import { r4Errors } from '@/tests/fhir-validator';
import { toFhirBinary, type BinaryRow } from './binary';

const PDF = new TextEncoder().encode('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

const row = (bytes: Uint8Array, document: BinaryRow['document'] = { from: 'investigation', reportId: 7 }): BinaryRow => ({
  file: { id: 40, fileName: 'fbc.pdf', mime: 'application/pdf', bytes, createdAt: new Date('2026-03-15T09:30:00Z'), reportId: document.reportId, patientId: 3 },
  document,
});

describe("a report's file as a Binary", () => {
  it('carries its type and its bytes, and the DocumentReference whose rules it follows', () => {
    const binary = toFhirBinary(row(PDF));
    expect(r4Errors(binary)).toEqual([]);
    expect(binary).toEqual({
      resourceType: 'Binary',
      id: '40',
      contentType: 'application/pdf',
      securityContext: { reference: 'DocumentReference/inv-7' },
      data: Buffer.from(PDF).toString('base64'),
    });
    expect(toFhirBinary(row(PDF, { from: 'operation', reportId: 12 })).securityContext).toEqual({ reference: 'DocumentReference/op-12' });
  });

  it('sends exactly the stored bytes, even when the driver hands them as a view into a larger buffer', () => {
    const larger = new Uint8Array(PDF.length + 16).fill(0x58);
    larger.set(PDF, 8);
    const view = larger.subarray(8, 8 + PDF.length);
    expect(new Uint8Array(Buffer.from(toFhirBinary(row(view)).data!, 'base64'))).toEqual(PDF);
  });
});
