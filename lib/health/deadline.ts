export type DeadlineResult<T> = { kind: 'done'; value: T } | { kind: 'failed'; error: unknown } | { kind: 'timeout' };

/**
 * What `work` came to within `ms`: its value, its error, or a timeout. Work still running at the deadline is
 * left to finish on its own (a query cannot be taken back); its later failure is caught, never unhandled.
 */
export async function withinDeadline<T>(work: () => Promise<T>, ms: number): Promise<DeadlineResult<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<DeadlineResult<T>>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'timeout' }), ms);
  });
  const outcome = Promise.resolve()
    .then(work)
    .then(
      (value): DeadlineResult<T> => ({ kind: 'done', value }),
      (error: unknown): DeadlineResult<T> => ({ kind: 'failed', error }),
    );
  try {
    return await Promise.race([outcome, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
