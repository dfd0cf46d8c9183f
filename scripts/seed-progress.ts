// The progress line of `npm run db:seed -- --patients N`. Pure: tested in seed-progress.test.ts.

const clock = (seconds: number) => (seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`);

/** "40000 / 1000000 patients, 2400 a second, about 6 min 40 s to go": the rate so far, and the time left at it. */
export function progressLine(done: number, total: number, seconds: number): string {
  const line = `${done} / ${total} patients`;
  if (done >= total || done === 0 || seconds <= 0) return line;
  const rate = done / seconds;
  return `${line}, ${Math.round(rate)} a second, about ${clock(Math.round((total - done) / rate))} to go`;
}
