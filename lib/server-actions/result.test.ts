import { z } from '@/lib/zod';
import { invalid } from './result';

describe('invalid', () => {
  it('keeps the first message of each field, by path', () => {
    const schema = z.object({ a: z.string().min(1, 'A is required').min(3, 'too short'), b: z.object({ c: z.number('C is a number') }) });
    const result = schema.safeParse({ a: '', b: { c: 'x' } });
    expect(result.success).toBe(false);
    expect(invalid(result.error!).fieldErrors).toEqual({ a: 'A is required', 'b.c': 'C is a number' });
  });
});
