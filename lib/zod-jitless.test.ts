import { turnOffZodCompiler } from './zod-jitless';

describe('turnOffZodCompiler', () => {
  afterEach(() => {
    delete globalThis.__zod_globalConfig;
  });

  it('turns the compiler off for a zod loaded afterwards, which never tries new Function', async () => {
    delete globalThis.__zod_globalConfig;
    turnOffZodCompiler();
    await jest.isolateModulesAsync(async () => {
      const { z } = await import('zod');
      expect(z.config().jitless).toBe(true);
      const evalSpy = jest.spyOn(globalThis, 'Function');
      expect(z.object({ name: z.string() }).parse({ name: 'Ngozi' })).toEqual({ name: 'Ngozi' });
      expect(evalSpy).not.toHaveBeenCalled();
      evalSpy.mockRestore();
    });
  });

  it('keeps what zod set already', () => {
    globalThis.__zod_globalConfig = { customError: undefined } as { jitless?: boolean };
    turnOffZodCompiler();
    expect(globalThis.__zod_globalConfig).toMatchObject({ jitless: true });
  });
});
