export interface RouteBudget { name: string; path: string; signedIn: boolean; jsGzip: number; ratchet?: number }
export declare function enforcedJsGzip(route: RouteBudget): number;
export declare const ROUTE_BUDGETS: RouteBudget[];
export declare const HOME_FORBIDDEN: { name: string; marker: RegExp }[];
export declare const BUDGETS: Record<string, number>;
