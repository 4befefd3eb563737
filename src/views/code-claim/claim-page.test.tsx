// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../testing/app-under-test';
import { freshPageEachTest } from '../testing/fresh-page';

/**
 * The claim page is for signed-in users (issue 22 §6): a campaign's code is claimed for the
 * account's own number, which its sign-in proved, so a visitor signs in first and comes back.
 */

beforeAll(async () => {
  await import('../auth/sign-in-page');
});
freshPageEachTest();

describe('the claim page', () => {
  it('sends a signed-out visitor to sign-in, to come back to the same campaign', async () => {
    const app = await renderApp('/claim/GENEGIFT', { token: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/sign-in');
    expect(app.router.state.location.search).toEqual({ redirect: '/claim/GENEGIFT' });
  });
});
