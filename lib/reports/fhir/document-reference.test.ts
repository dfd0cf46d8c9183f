import { r4Errors } from '@/tests/fhir-validator';
import { documentReferenceId, toFhirDocumentReference, type ReportDocumentRow } from './document-reference';

const FILE = { id: 40, fileName: 'fbc-2026-03-14.pdf', mime: 'application/pdf', size: 18_234, uploadedAt: new Date('2026-03-15T09:30:00Z') };

const INVESTIGATION: ReportDocumentRow = {
  id: 21,
  from: 'investigation',
  kind: 'investigation',
  reportId: 7,
  patientId: 3,
  filedBy: { id: 2, name: 'Dr. Adaeze Nwankwo' },
  namedDoctor: null,
  title: 'Full blood count',
  day: '2026-03-14',
  filedAt: new Date('2026-03-15T09:31:00Z'),
  status: 'Completed',
  voidedAt: null,
  content: { file: FILE },
};
const OPERATION: ReportDocumentRow = {
  ...INVESTIGATION,
  id: 37,
  from: 'operation',
  kind: 'operation',
  reportId: 12,
  namedDoctor: 'Dr. Babajide Ogunleye',
  title: 'Appendicectomy',
  day: null,
  status: null,
  content: { file: { ...FILE, id: 41, fileName: 'operation-note.pdf' } },
};
/** "Ọ" takes three bytes in UTF-8: the size counts bytes, not letters. */
const BIRTH_NOTES = 'Baby girl, 3.4 kg, spontaneous vaginal delivery. Apgar 9/10. Mother: Chiamaka Ọkafor.';
const BIRTH: ReportDocumentRow = {
  ...INVESTIGATION,
  id: 17,
  from: 'case-report',
  kind: 'birth',
  reportId: 5,
  namedDoctor: 'Dr. Ifeoma Chukwu',
  title: 'BR-1001',
  day: '2026-02-01',
  status: null,
  content: { text: BIRTH_NOTES },
};
const DEATH: ReportDocumentRow = { ...BIRTH, id: 20, kind: 'death', reportId: 6, title: 'DR-2001', content: { text: 'Cause of death: haemorrhagic stroke.' } };

const fromBase64 = (data: string | undefined) => Buffer.from(data ?? '', 'base64').toString('utf8');

describe('a report as a DocumentReference', () => {
  it('an investigation carries its file by its Binary address, its patient, filer, title, the day it is about and when it was filed', () => {
    const resource = toFhirDocumentReference(INVESTIGATION);
    expect(r4Errors(resource)).toEqual([]);
    expect(resource).toEqual({
      resourceType: 'DocumentReference',
      id: 'inv-7',
      status: 'current',
      docStatus: 'final',
      type: { text: 'Investigation report' },
      category: [{ text: 'Investigations' }],
      subject: { reference: 'Patient/3' },
      date: '2026-03-15T09:31:00.000Z',
      author: [{ reference: 'Practitioner/2', display: 'Dr. Adaeze Nwankwo' }],
      description: 'Full blood count',
      content: [{ attachment: { contentType: 'application/pdf', url: 'Binary/40', size: 18_234, title: 'fbc-2026-03-14.pdf', creation: '2026-03-15T09:30:00.000Z' } }],
      context: { period: { start: '2026-03-14', end: '2026-03-14' } },
    });
  });

  it('says a pending or ongoing investigation is preliminary', () => {
    expect(toFhirDocumentReference({ ...INVESTIGATION, status: 'Pending' }).docStatus).toBe('preliminary');
    expect(toFhirDocumentReference({ ...INVESTIGATION, status: 'In Progress' }).docStatus).toBe('preliminary');
  });

  it('an operation report is LOINC 11504-8, written by the doctor it names beside the account that filed it, with no day of its own', () => {
    const resource = toFhirDocumentReference(OPERATION);
    expect(r4Errors(resource)).toEqual([]);
    expect(resource).toMatchObject({
      id: 'op-12',
      type: { coding: [{ system: 'http://loinc.org', code: '11504-8', display: 'Surgical operation note' }], text: 'Operation report' },
      category: [{ text: 'Operation reports' }],
      description: 'Appendicectomy',
      author: [{ reference: 'Practitioner/2', display: 'Dr. Adaeze Nwankwo' }, { display: 'Dr. Babajide Ogunleye' }],
      content: [{ attachment: { url: 'Binary/41', title: 'operation-note.pdf' } }],
    });
    expect(resource.docStatus).toBeUndefined();
    expect(resource.context).toBeUndefined();
    expect(resource.identifier).toBeUndefined();
  });

  it('names a doctor once when the report names the doctor who filed it', () => {
    expect(toFhirDocumentReference({ ...OPERATION, namedDoctor: '  adaeze  NWANKWO ' }).author).toEqual([{ reference: 'Practitioner/2', display: 'Dr. Adaeze Nwankwo' }]);
    expect(toFhirDocumentReference({ ...OPERATION, filedBy: null }).author).toEqual([{ display: 'Dr. Babajide Ogunleye' }]);
    expect(toFhirDocumentReference({ ...INVESTIGATION, filedBy: null }).author).toBeUndefined();
  });

  it('a birth or death report carries its notes as UTF-8 text in the document, with its case id and the day', () => {
    for (const row of [BIRTH, DEATH]) {
      const resource = toFhirDocumentReference(row);
      expect(r4Errors(resource)).toEqual([]);
      const [{ attachment }] = resource.content;
      const notes = 'text' in row.content ? row.content.text : '';
      expect(fromBase64(attachment.data)).toBe(notes);
      expect(attachment.size).toBe(Buffer.byteLength(notes, 'utf8'));
      expect(attachment).toMatchObject({ contentType: 'text/plain; charset=utf-8', creation: '2026-03-15T09:31:00.000Z' });
      expect(attachment.url).toBeUndefined();
      expect(resource.identifier).toEqual([{ value: row.title }]);
      expect(resource.context).toEqual({ period: { start: '2026-02-01', end: '2026-02-01' } });
      expect(resource.category).toEqual([{ text: 'Birth and death reports' }]);
      expect(resource.docStatus).toBeUndefined();
    }
    expect(toFhirDocumentReference(BIRTH)).toMatchObject({ id: 'case-5', type: { text: 'Birth report' }, description: 'Birth report BR-1001', content: [{ attachment: { title: 'Birth report BR-1001' } }] });
    expect(toFhirDocumentReference(DEATH)).toMatchObject({ id: 'case-6', type: { text: 'Death report' }, description: 'Death report DR-2001' });
    expect(toFhirDocumentReference(BIRTH).content[0].attachment.size).toBe(BIRTH_NOTES.length + 2);
  });

  it('a voided report is entered-in-error; one no patient matched has no subject, and is still valid R4', () => {
    for (const row of [INVESTIGATION, OPERATION, BIRTH, DEATH]) {
      const voided = toFhirDocumentReference({ ...row, voidedAt: new Date('2026-03-20T10:00:00Z') });
      expect(voided.status).toBe('entered-in-error');
      expect(r4Errors(voided)).toEqual([]);
      const unmatched = toFhirDocumentReference({ ...row, patientId: null });
      expect(unmatched.subject).toBeUndefined();
      expect(r4Errors(unmatched)).toEqual([]);
    }
  });
});

describe('a DocumentReference id', () => {
  it('says the table it comes from, so that ids the tables share stay apart', () => {
    expect([documentReferenceId('investigation', 7), documentReferenceId('operation', 7), documentReferenceId('case-report', 7)]).toEqual(['inv-7', 'op-7', 'case-7']);
  });
});
