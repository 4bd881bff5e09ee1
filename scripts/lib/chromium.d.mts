export declare const CHROMIUM: string;
export declare const DISABLED_FEATURES: readonly string[];
export declare function chromiumArgs(options?: { disable?: readonly string[] }): string[];
export declare const CHROMIUM_ARGS: string[];
