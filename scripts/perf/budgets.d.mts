export interface RouteReady { role: string; name: string | RegExp }
export interface RouteBudget { name: string; path: string; signedIn: boolean; jsGzip: number; ratchet?: number; ready: RouteReady }
export declare function enforcedJsGzip(route: RouteBudget): number;
export declare const ROUTE_BUDGETS: RouteBudget[];
export declare const LIGHTHOUSE_ROUTES: { name: string; path: string; signedIn: boolean; public?: boolean; score?: number }[];
export declare const HOME_FORBIDDEN: { name: string; marker: RegExp }[];
export declare const FIRST_LOAD_FORBIDDEN: { name: string; marker: RegExp }[];
export declare const BUDGETS: Record<string, number>;
export declare const WIDGET_BUDGETS: { loaderGzip: number; productCardGzip: number };
