import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

/**
 * For a view test file: each test starts with empty localStorage and sessionStorage and the
 * console's errors kept quiet (a page's failed call is its outcome to assert on the screen), and
 * ends with the render removed and every spy restored. Call it once, at the top of the file.
 */
export function freshPageEachTest(): void {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
}
