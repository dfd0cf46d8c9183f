import { z } from './zod';

describe("the app's zod", () => {
  it('never compiles a schema with new Function (our Content-Security-Policy forbids it), and parses the same', () => {
    expect(z.config().jitless).toBe(true);
    const evalSpy = jest.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string().min(1), age: z.number().int().optional() });
    expect(schema.parse({ name: 'Ngozi', age: 34 })).toEqual({ name: 'Ngozi', age: 34 });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
    expect(evalSpy).not.toHaveBeenCalled();
    evalSpy.mockRestore();
  });
});
