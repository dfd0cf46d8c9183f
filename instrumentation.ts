/** Next.js calls this once when a server starts, before it handles any request (never during `next build`). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { ensureDatabase } = await import('./lib/db/startup');
    await ensureDatabase();
  }
}
