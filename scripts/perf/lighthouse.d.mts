export interface LighthouseFigures { name: string; path: string; scoreBudget?: number; score: number; lcpMs: number; tbtMs: number; cls: number; finalPath: string; benchmarkIndex: number; signedIn: boolean; public: boolean; categories: Record<'accessibility' | 'best-practices' | 'seo', { score: number; failed: string[] }> }
export declare function measureLighthouse(options: {
  baseURL: string;
  routes: { name: string; path: string; signedIn: boolean; public?: boolean; score?: number }[];
  sessionItems: (baseURL: string, user: string) => Promise<Record<string, string>>;
  runs?: number;
  port: number;
}): Promise<LighthouseFigures[]>;
export declare function median(values: number[]): number;
