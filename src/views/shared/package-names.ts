import type { GeneTestPackageSlug } from '../../api/contract/gene-test';

/** Product names of the gene-test packages (brand names: the same in every language). */
export const PACKAGE_NAMES: Readonly<Record<GeneTestPackageSlug, string>> = {
  'g-intel': 'G-Intel',
  'g-care': 'G-Care',
  'g-pro': 'G-Pro',
  'g-intel-kid': 'G-Intel Kid',
  'g-kid-care': 'G-Kid Care',
  'g-kid-pro': 'G-Kid Pro',
  'g-health': 'G-Health',
};
