export declare const CSS_LAYER: string;
export declare function layerStylesheet(file: string): boolean;
export declare function stylesheets(dir: string): string[];
