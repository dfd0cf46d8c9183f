import { loopRunning, startLoop, stopLoop } from './background-loop';

describe('startLoop', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    stopLoop('test');
    jest.useRealTimers();
  });

  it('runs a pass at once, then one every interval, never two of a name at a time', async () => {
    const pass = jest.fn(async () => undefined);
    expect(startLoop('test', { everyMs: 1000, pass, onError: jest.fn() })).toBe(true);
    expect(startLoop('test', { everyMs: 1000, pass, onError: jest.fn() })).toBe(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2500);
    expect(pass).toHaveBeenCalledTimes(3);
  });

  it('does not start the next pass before the previous one has ended', async () => {
    let finish!: () => void;
    const pass = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    startLoop('test', { everyMs: 100, pass, onError: jest.fn() });
    await jest.advanceTimersByTimeAsync(1000);
    expect(pass).toHaveBeenCalledTimes(1);
    finish();
    await jest.advanceTimersByTimeAsync(100);
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it('reports a failing pass and goes on', async () => {
    const onError = jest.fn();
    const pass = jest.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue(undefined);
    startLoop('test', { everyMs: 100, pass, onError });
    await jest.advanceTimersByTimeAsync(150);
    expect(onError).toHaveBeenCalledWith(new Error('database gone'));
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it("ends when a pass answers 'stop', and after stopLoop no pass starts; it can then start again", async () => {
    const pass = jest.fn(async () => 'stop' as const);
    startLoop('test', { everyMs: 100, pass, onError: jest.fn() });
    await jest.advanceTimersByTimeAsync(1000);
    expect(pass).toHaveBeenCalledTimes(1);
    expect(loopRunning('test')).toBe(false);

    const again = jest.fn(async () => undefined);
    expect(startLoop('test', { everyMs: 100, pass: again, onError: jest.fn() })).toBe(true);
    await jest.advanceTimersByTimeAsync(0);
    stopLoop('test');
    await jest.advanceTimersByTimeAsync(1000);
    expect(again).toHaveBeenCalledTimes(1);
  });
});
