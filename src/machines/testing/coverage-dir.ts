import path from 'node:path';

/** Where each model suite writes its coverage report for the test:models table. */
export const COVERAGE_DIR = path.resolve('node_modules/.cache/model-coverage');
