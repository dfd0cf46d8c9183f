// Typing a password in a terminal without showing it: the terminal's echo is off (raw mode) while it is typed.

/** The parts of process.stdin the prompt uses (a test hands in its own). */
export interface PromptInput {
  isTTY?: boolean;
  setRawMode(mode: boolean): unknown;
  setEncoding(encoding: BufferEncoding): unknown;
  resume(): unknown;
  pause(): unknown;
  on(event: 'data', listener: (chunk: string) => void): unknown;
  off(event: 'data', listener: (chunk: string) => void): unknown;
}

export interface PromptOutput {
  write(text: string): unknown;
}

const ENTER = new Set(['\r', '\n', '\u0004']);
const BACKSPACE = new Set(['\u007f', '\b']);
const CTRL_C = '\u0003';
const ESCAPE = '\u001b';

/**
 * Writes `question`, reads one line from a terminal without echoing it, and resolves with what was typed
 * (Backspace removes the last character; a pasted line counts as typed). Ctrl-C rejects.
 */
export function promptHidden(question: string, input: PromptInput, output: PromptOutput): Promise<string> {
  return new Promise((resolve, reject) => {
    let typed: string[] = [];
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(typed.join(''));
    };
    const onData = (chunk: string) => {
      // An arrow or function key arrives as one escape sequence: it types nothing.
      if (chunk.startsWith(ESCAPE)) return;
      for (const char of chunk) {
        if (ENTER.has(char)) return finish();
        if (char === CTRL_C) return finish(new Error('Cancelled; nothing was changed.'));
        if (BACKSPACE.has(char)) typed = typed.slice(0, -1);
        else if (char >= ' ') typed.push(char);
      }
    };
    // Echo off before the question shows: what is typed as soon as it appears must not be echoed either.
    input.setRawMode(true);
    output.write(question);
    input.setEncoding('utf8');
    input.on('data', onData);
    input.resume();
  });
}
