import { createLogger } from './create-logger';
import { bridgeConsole, type ConsoleMethods } from './console-bridge';
import { claimRequestError } from './request-error-claims';

function bridged() {
  const written: string[] = [];
  const log = createLogger({ write: (line: string) => void written.push(line) }, 'info');
  const target = { log() {}, info() {}, warn() {}, error() {}, debug() {}, trace() {} } as unknown as ConsoleMethods;
  const queued: Array<() => void> = [];
  bridgeConsole(log, target, (run) => queued.push(run));
  return {
    target,
    lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>),
    nextTurn: () => queued.splice(0).forEach((run) => run()),
  };
}

describe('bridgeConsole (production)', () => {
  it('turns console lines into JSON lines of the logger, at their level', () => {
    const { target, lines } = bridged();
    target.log('\u001b[32m✓\u001b[39m Ready in %d ms', 312);
    target.warn('⚠ something to look at');
    expect(lines()).toEqual([expect.objectContaining({ level: 30, msg: '✓ Ready in 312 ms' }), expect.objectContaining({ level: 40, msg: '⚠ something to look at' })]);
  });

  it('writes an error through the serializer: a failed query\'s values never appear', () => {
    const { target, lines } = bridged();
    target.error('The audit export failed:', new Error('Failed query: select 1\nparams: Chinedu,chinedu@example.ng'));
    const [line] = lines();
    expect(line).toEqual(expect.objectContaining({ level: 50, msg: 'The audit export failed:' }));
    expect(JSON.stringify(line)).not.toContain('Chinedu');
  });

  it('drops Next\'s print of a request error that onRequestError logs, before or after the print', () => {
    const { target, lines, nextTurn } = bridged();
    const printedFirst = Object.assign(new Error('render failed'), { digest: '111' });
    target.error('⨯', printedFirst);
    claimRequestError(printedFirst);
    nextTurn();
    const claimedFirst = new Error('route failed');
    claimRequestError(claimedFirst);
    target.error('⨯', claimedFirst);
    nextTurn();
    expect(lines()).toEqual([]);
  });

  it('writes Next\'s print of an error that onRequestError never sees', () => {
    const { target, lines, nextTurn } = bridged();
    target.error('⨯', new Error('outside any request'));
    expect(lines()).toEqual([]);
    nextTurn();
    expect(lines()).toEqual([expect.objectContaining({ level: 50, msg: 'Next.js reported an error', err: expect.objectContaining({ message: 'outside any request' }) })]);
  });
});
