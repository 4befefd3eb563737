// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { TakeOver } from './take-over';

describe('the app taking over the server’s first screen', () => {
  afterEach(cleanup);

  it('lets #root take input again once the app has rendered, and says so once', () => {
    const root = document.createElement('div');
    root.setAttribute('inert', '');
    const tookOver = vi.fn();
    const { rerender } = render(<TakeOver container={root} onTakenOver={tookOver} />);
    expect(root.hasAttribute('inert')).toBe(false);
    rerender(<TakeOver container={root} onTakenOver={tookOver} />);
    expect(tookOver).toHaveBeenCalledTimes(1);
  });

  it('draws nothing on the server', () => {
    expect(renderToString(<TakeOver container={null} />)).toBe('');
  });
});
