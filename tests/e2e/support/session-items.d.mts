export declare const DEMO_PASSWORD: string;
export declare function sessionItems(baseURL: string, username: string, password?: string): Promise<Record<string, string>>;
