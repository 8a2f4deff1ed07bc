import type { Linter } from 'eslint';
export declare const uiI18nLint: Linter.Config[];
