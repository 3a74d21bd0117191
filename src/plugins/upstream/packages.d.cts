// Types of ./packages.cjs for the TypeScript that imports it.
export declare const SITE: string;
export declare const IMPORTED_BY: Readonly<Record<string, string | undefined>>;
export declare function packageOf(specifier: string): string;
export declare function packageFolder(name: string, site?: string): string;
export declare function upstreamFile(specifier: string, site?: string): string;
export declare function docusaurusCopies(site?: string): Map<string, Array<{folder: string; version: string}>>;
export declare function copiesProblem(site?: string): string | undefined;
export declare function declaredProblem(site?: string): string | undefined;
