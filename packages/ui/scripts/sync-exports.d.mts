export declare function componentNames(): string[];
export declare function themeNames(): string[];
export declare function expectedExports(): Record<string, string | Record<string, string>>;
export declare function publishedExports(): Record<string, string | Record<string, string>>;
export declare function expectedIndex(current: string): string;
export declare function drift(): string[];
