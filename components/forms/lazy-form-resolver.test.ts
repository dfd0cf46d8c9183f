import { z } from '@/lib/zod';
import { lazyFormResolver } from './lazy-form-resolver';

const schema = z.object({ name: z.string().min(1, { error: 'Name is required' }) });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyFormResolver', () => {
  it('loads the schema at the first check only, and checks with it as formResolver does', async () => {
    const load = jest.fn(async () => schema);
    const resolve = lazyFormResolver<{ name: string }, typeof schema>(load);
    expect(load).not.toHaveBeenCalled();
    const refused = await resolve({ name: '' }, undefined, options);
    expect(refused.errors).toMatchObject({ name: { message: 'Name is required' } });
    const accepted = await resolve({ name: 'Ada' }, undefined, options);
    expect(accepted).toEqual({ values: { name: 'Ada' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again at the next check when it failed', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const resolve = lazyFormResolver<{ name: string }, typeof schema>(load);
    await expect(resolve({ name: 'Ada' }, undefined, options)).rejects.toThrow(TypeError);
    await expect(resolve({ name: 'Ada' }, undefined, options)).resolves.toEqual({ values: { name: 'Ada' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
