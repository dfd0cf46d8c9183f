import { voidCaseReportSchema, voidReasonSchema, voidSchema } from './void';

const messageOf = (input: unknown) => {
  const parsed = voidReasonSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0].message;
};

describe('the reason of a void', () => {
  it('is required, trimmed, and 3 to 500 characters, with a clear message for each', () => {
    expect(messageOf(undefined)).toBe('Say why this record is voided');
    expect(messageOf('')).toBe('Say why this record is voided');
    expect(messageOf('   ')).toBe('Say why this record is voided');
    expect(messageOf(' ab ')).toBe('The reason must be at least 3 characters');
    expect(messageOf('x'.repeat(501))).toBe('The reason must be at most 500 characters');
    expect(messageOf(42)).toBe('Say why this record is voided');
    expect(voidReasonSchema.parse('  Entered for the wrong patient \n')).toBe('Entered for the wrong patient');
    expect(voidReasonSchema.parse('x'.repeat(500))).toHaveLength(500);
  });

  it('comes with the record: an id of ours, and for a case report its kind', () => {
    expect(voidSchema.parse({ id: '12', reason: 'Duplicate' })).toEqual({ id: 12, reason: 'Duplicate' });
    expect(voidSchema.safeParse({ id: 0, reason: 'Duplicate' }).success).toBe(false);
    expect(voidCaseReportSchema.parse({ kind: 'birth', id: 3, reason: 'Filed twice' })).toEqual({ kind: 'birth', id: 3, reason: 'Filed twice' });
    expect(voidCaseReportSchema.safeParse({ kind: 'marriage', id: 3, reason: 'Filed twice' }).success).toBe(false);
  });
});
