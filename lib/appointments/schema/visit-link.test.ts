import { visitLinkSchema } from './visit-link';

describe('visitLinkSchema', () => {
  it('takes a row id, and none as null or absent', () => {
    expect(visitLinkSchema.parse({ appointmentId: 12 })).toEqual({ appointmentId: 12 });
    expect(visitLinkSchema.parse({ appointmentId: '12' })).toEqual({ appointmentId: 12 });
    expect(visitLinkSchema.parse({ appointmentId: null })).toEqual({ appointmentId: null });
    expect(visitLinkSchema.parse({ appointmentId: '' })).toEqual({ appointmentId: null });
    expect(visitLinkSchema.parse({})).toEqual({});
  });

  it.each([0, -1, 1.5, 2 ** 31, 'abc', '1e3', true, [1]])('refuses %p as "Unknown visit"', (appointmentId) => {
    const result = visitLinkSchema.safeParse({ appointmentId });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Unknown visit');
  });
});
