import { join } from 'node:path';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');
export const API_MAIN = join(REPO_ROOT, 'apps', 'api', 'dist', 'main.js');

/** The short form (CI) when ROBUSTNESS_SHORT is set; the full form otherwise. */
export const SHORT = ['1', 'true', 'yes'].includes(process.env['ROBUSTNESS_SHORT'] ?? '');
