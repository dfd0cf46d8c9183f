import { AUDIT_PATIENT_PATTERN, auditPatientText, auditQuery, parseAuditFilters } from './schema';

describe("the Audit screen's Patient filter", () => {
  it('reads a patient number as the screens write it, or typed any way the patient search reads one', () => {
    for (const typed of ['P-000061', 'p-000061', 'p61', 'P 61', '#61', ' P-000061 ']) {
      expect({ typed, filters: parseAuditFilters({ patient: typed }) }).toEqual({ typed, filters: { page: 1, patientNumber: 61 } });
    }
  });

  it('still reads digits alone as the internal id, which older links carry', () => {
    expect(parseAuditFilters({ patient: '61' })).toEqual({ page: 1, patient: 61 });
  });

  it("lets the browser send what the server reads (the field's pattern, as the browser compiles it), the largest id included", () => {
    const pattern = new RegExp(`^(?:${AUDIT_PATIENT_PATTERN})$`, 'v');
    for (const typed of ['P-000061', 'p61', '#61', ' P 61 ', '61', '2147483000']) {
      expect({ typed, sent: pattern.test(typed) }).toEqual({ typed, sent: true });
      expect(parseAuditFilters({ patient: typed })).not.toEqual({ page: 1 });
    }
    for (const typed of ['Ada', 'P-', 'P-0000000001', '12345678901']) expect({ typed, sent: pattern.test(typed) }).toEqual({ typed, sent: false });
  });

  it('takes anything else as no patient filter, never as an error', () => {
    for (const typed of ['Ada', 'P-', '0', 'P-0', '-1', '', 'P-99999999999']) {
      expect({ typed, filters: parseAuditFilters({ patient: typed }) }).toEqual({ typed, filters: { page: 1 } });
    }
  });

  it('writes the filter back as "P-000061" in the field and the URL, and an id as it was asked for', () => {
    expect(auditPatientText({ patientNumber: 61 })).toBe('P-000061');
    expect(auditPatientText({ patient: 61 })).toBe('61');
    expect(auditPatientText({})).toBe('');
    expect(auditQuery({ person: 2, patientNumber: 61, action: 'view', page: 2 })).toBe('?person=2&patient=P-000061&action=view&page=2');
    expect(auditQuery({ patient: 61 })).toBe('?patient=61');
    expect(auditQuery({})).toBe('');
    // What it writes, it reads back.
    expect(parseAuditFilters(Object.fromEntries(new URLSearchParams(auditQuery({ patientNumber: 61, from: '2026-11-01' }))))).toEqual({ page: 1, patientNumber: 61, from: '2026-11-01' });
  });
});
