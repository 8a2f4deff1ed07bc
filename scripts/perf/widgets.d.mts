export declare const WIDGETS_DIST: string;
export declare function measureWidgets(dist?: string): { loaderGzip: number; productCardGzip: number; productFiles: number } | undefined;
export declare function widgetFigures(
  add: (name: string, value: number, unit: string, budget?: number | null, better?: 'lower' | 'higher') => void,
  kB: (bytes: number) => number,
  budgets: { loaderGzip: number; productCardGzip: number; productCardRatchet?: number },
): void;
