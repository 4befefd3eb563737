import { describe, expect, it } from 'vitest';
import { mainApiSlices } from './main-api/slices';
import { portalApiSlices } from './portal-api/slices';
import { systemSlices } from './system/slices';

/**
 * The composition root registers the slices each area lists (system/slices.ts, main-api/slices.ts,
 * portal-api/slices.ts). A slice is a `<name>.routes.ts` file exporting `<name>Routes`; one that no
 * list names would never be served, so this test names it.
 */
const routesFiles = import.meta.glob<Record<string, unknown>>(['./main-api/*/*.routes.ts', './portal-api/*/*.routes.ts', './system/*/*.routes.ts'], { eager: true });

describe('the slices the composition root registers', () => {
  it('are every slice exported by a routes file, each listed once', () => {
    const listed = [...systemSlices, ...mainApiSlices, ...portalApiSlices];
    const exported = Object.entries(routesFiles).flatMap(([file, module]) =>
      Object.entries(module)
        .filter(([name, value]) => /Routes$/.test(name) && typeof value === 'function')
        .map(([name, value]) => ({ file, name, value })),
    );
    expect(exported.length).toBeGreaterThan(20);
    expect(exported.filter(({ value }) => !listed.includes(value as never)).map(({ file, name }) => `${file}: ${name}`)).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });
});
