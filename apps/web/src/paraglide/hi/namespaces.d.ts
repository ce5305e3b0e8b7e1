export declare const HINDI_NAMESPACES: readonly string[];
