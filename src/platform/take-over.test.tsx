// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { TakeOver } from './take-over';

describe('the app taking over the server’s first screen', () => {
  afterEach(cleanup);

  it('marks #root taken over once the app has rendered, says so once, then gives again what was done meanwhile', async () => {
    const root = document.createElement('div');
    root.setAttribute('data-booting', '');
    const tookOver = vi.fn();
    const replayed = new Promise<void>((resolve) => {
      window.__genewellReplay = () => resolve();
    });
    const { rerender } = render(<TakeOver container={root} onTakenOver={tookOver} />);
    expect(root.hasAttribute('data-booting')).toBe(false);
    expect(root.hasAttribute('data-hydrated')).toBe(true);
    rerender(<TakeOver container={root} onTakenOver={tookOver} />);
    expect(tookOver).toHaveBeenCalledTimes(1);
    await replayed;
    delete window.__genewellReplay;
  });

  it('draws nothing on the server', () => {
    expect(renderToString(<TakeOver container={null} />)).toBe('');
  });
});
