import { describe, expect, it } from 'vitest';
import { geneTestPackageSlugs } from '../../api/contract/gene-test';
import { PACKAGE_NAMES } from './package-names';

describe('gene-test package names', () => {
  it('names every gene-test package', () => {
    expect(Object.keys(PACKAGE_NAMES).sort()).toEqual([...geneTestPackageSlugs].sort());
  });
});
