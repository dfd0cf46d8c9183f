/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ActionResult } from '@/lib/server-actions/result';
import { useServerRead } from './use-server-read';

/** A read whose answer the test gives when it chooses. */
function deferred<T>() {
  let resolve!: (value: ActionResult<T>) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<ActionResult<T>>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const OPTIONS = { unreachable: 'Check the connection and try again.' };

describe('useServerRead', () => {
  it('reads nothing for no key', () => {
    const read = jest.fn();
    const { result } = renderHook(() => useServerRead(null, read, OPTIONS));
    expect(result.current.status).toBe('idle');
    expect(read).not.toHaveBeenCalled();
  });

  it('is loading until the answer for its key comes, then shows it', async () => {
    const answer = deferred<string[]>();
    const { result } = renderHook(() => useServerRead('ada', () => answer.promise, OPTIONS));
    expect(result.current.status).toBe('loading');
    await act(async () => answer.resolve({ ok: true, data: ['Ada Okafor'] }));
    expect(result.current).toMatchObject({ status: 'ready', data: ['Ada Okafor'] });
  });

  it('drops a late answer to an older key', async () => {
    const answers = { ada: deferred<string>(), bola: deferred<string>() };
    const { result, rerender } = renderHook(({ key }: { key: 'ada' | 'bola' }) => useServerRead(key, () => answers[key].promise, OPTIONS), { initialProps: { key: 'ada' } });
    await waitFor(() => expect(result.current.status).toBe('loading'));
    rerender({ key: 'bola' });
    await act(async () => answers.bola.resolve({ ok: true, data: 'Bola' }));
    await act(async () => answers.ada.resolve({ ok: true, data: 'Ada' }));
    expect(result.current).toMatchObject({ status: 'ready', data: 'Bola' });
  });

  it("says the server's refusal in its words, and the unreachable words when the call fails", async () => {
    const refused = renderHook(() => useServerRead('x', async (): Promise<ActionResult<number>> => ({ ok: false, message: 'You are not signed in.' }), OPTIONS));
    await waitFor(() => expect(refused.result.current).toMatchObject({ status: 'error', message: 'You are not signed in.' }));
    const failed = renderHook(() => useServerRead('x', () => Promise.reject(new TypeError('Failed to fetch')), OPTIONS));
    await waitFor(() => expect(failed.result.current).toMatchObject({ status: 'error', message: OPTIONS.unreachable }));
  });

  it('asks again on retry, and shows loading until the new answer comes', async () => {
    const read = jest.fn<Promise<ActionResult<number>>, []>().mockRejectedValueOnce(new Error('offline'));
    const second = deferred<number>();
    read.mockReturnValueOnce(second.promise);
    const { result } = renderHook(() => useServerRead('x', read, OPTIONS));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await act(async () => second.resolve({ ok: true, data: 7 }));
    expect(result.current).toMatchObject({ status: 'ready', data: 7 });
    expect(read).toHaveBeenCalledTimes(2);
  });
});
