import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

/**
 * The longest test files start first. Vitest orders files by their last duration, which a clean
 * clone (CI) does not have: it then starts the largest files first, and the bounded fuzz and chaos
 * runs (small files, minutes of work) started last, so one core worked alone on them at the end
 * while the other had nothing to do. The files known to take longest go first, in this order; the
 * rest keep Vitest's order (its cache where there is one, else the largest first).
 */
const LONGEST_FIRST: readonly RegExp[] = [
  /server\/fuzz\/fuzz\.test\.ts$/,
  /server\/chaos\/chaos\.test\.ts$/,
  /otp-challenge\.model\.test\.ts$/,
  /diet-quiz\.model\.test\.ts$/,
  /booking\.model\.test\.ts$/,
  /\.model\.test\.ts$/,
  /server\/portal-api\/auth\/auth\.lockout\.test\.ts$/,
  /server\/seed\/.*\.test\.ts$/,
];

const rankOf = (file: TestSpecification) => {
  const rank = LONGEST_FIRST.findIndex((pattern) => pattern.test(file.moduleId.replaceAll('\\', '/')));
  return rank === -1 ? LONGEST_FIRST.length : rank;
};

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: within a rank, Vitest's order stays.
    return [...sorted].sort((a, b) => rankOf(a) - rankOf(b));
  }
}
