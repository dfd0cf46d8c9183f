/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/ui/toast';
import { COPY_REFUSED, RecoveryCodes } from './recovery-codes';
import { recoveryCodesFileName, recoveryCodesText } from './recovery-codes-file';

jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const CODES = ['k3f9-2hq7', 'p8m2-x4zc', 'r7t1-9wnd'];

function setClipboard(clipboard: { writeText: (text: string) => Promise<void> } | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

beforeEach(() => jest.clearAllMocks());

describe('RecoveryCodes', () => {
  it('copies the codes to the clipboard, one a line, and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    const user = userEvent.setup();
    render(<RecoveryCodes codes={CODES} onDone={() => undefined} />);
    // userEvent puts a clipboard of its own on navigator: ours goes back in its place.
    setClipboard({ writeText });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('k3f9-2hq7\np8m2-x4zc\nr7t1-9wnd'));
    expect(toast.success).toHaveBeenCalledWith('Recovery codes copied');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it.each([
    ['refuses', { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) }],
    ['has no clipboard', undefined],
  ])('when the browser %s, selects the codes and says how to copy them', async (_case, clipboard) => {
    const user = userEvent.setup();
    render(<RecoveryCodes codes={CODES} onDone={() => undefined} />);
    setClipboard(clipboard);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('status')).toHaveTextContent(COPY_REFUSED);
    expect(window.getSelection()?.toString()).toContain('p8m2-x4zc');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('downloads a text file of the codes, named by the clinic’s date, made in the browser', async () => {
    const made: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      made.push(blob);
      return `blob:codes-${made.length}`;
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: Array<{ href: string; download: string }> = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const user = userEvent.setup();
    const { unmount } = render(<RecoveryCodes codes={CODES} onDone={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(clicked).toEqual([{ href: 'blob:codes-1', download: recoveryCodesFileName() }]);
    // jsdom's Blob has no text(): read it as a browser would before text() was there.
    const text = await new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.readAsText(made[0]);
    });
    expect(text).toBe(recoveryCodesText(CODES));
    expect(made[0].type).toBe('text/plain;charset=utf-8');
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:codes-1');
    click.mockRestore();
  });
});

describe('the recovery codes file', () => {
  it('is named by the clinic’s date (Lagos is already on the 29th at 23:45 UTC on the 28th)', () => {
    expect(recoveryCodesFileName(new Date('2026-11-28T23:45:00Z'))).toBe('hms-recovery-codes-2026-11-29.txt');
  });

  it('says what the codes are, then holds one a line', () => {
    const text = recoveryCodesText(CODES, new Date('2026-11-28T23:45:00Z'));
    expect(text.split('\n')).toEqual([
      'HMS recovery codes',
      'Made on 29 Nov 2026. Each code signs you in once, in place of a code from your authenticator app.',
      'Keep this file somewhere safe: with your password, it opens your account.',
      '',
      ...CODES,
      '',
    ]);
  });
});
