// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';

const LABEL = 'Copy this code';

function installClipboard(clipboard: Partial<Clipboard> | undefined): void {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });
}

let prompt: ReturnType<typeof vi.fn<(message?: string, defaultValue?: string) => string | null>>;

beforeEach(() => {
  prompt = vi.fn<(message?: string, defaultValue?: string) => string | null>(() => null);
  vi.stubGlobal('prompt', prompt);
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('copyText', () => {
  it('writes to the clipboard and does not prompt when the API works', async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve());
    installClipboard({ writeText });
    await expect(copyText('GW-2024', LABEL)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('GW-2024');
    expect(prompt).not.toHaveBeenCalled();
  });

  it('falls back to a copy prompt with the caller label when writing is rejected', async () => {
    const writeText = vi.fn((_text: string) => Promise.reject(new DOMException('Document is not focused.', 'NotAllowedError')));
    installClipboard({ writeText });
    await expect(copyText('GW-2024', LABEL)).resolves.toBe('prompted');
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(prompt).toHaveBeenCalledWith(LABEL, 'GW-2024');
  });

  it('falls back to the prompt when writeText throws synchronously', async () => {
    installClipboard({
      writeText: () => {
        throw new TypeError('Illegal invocation');
      },
    });
    await expect(copyText('abc', LABEL)).resolves.toBe('prompted');
    expect(prompt).toHaveBeenCalledWith(LABEL, 'abc');
  });

  it('falls back to the prompt when there is no Clipboard API (insecure context)', async () => {
    installClipboard(undefined);
    await expect(copyText('abc', LABEL)).resolves.toBe('prompted');
    expect(prompt).toHaveBeenCalledWith(LABEL, 'abc');
  });

  it('falls back to the prompt when the clipboard object has no writeText', async () => {
    installClipboard({});
    await expect(copyText('abc', LABEL)).resolves.toBe('prompted');
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('copies an empty string through the API rather than prompting', async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve());
    installClipboard({ writeText });
    await expect(copyText('', LABEL)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('');
  });
});
