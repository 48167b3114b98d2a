export const DATES_FILE: string;
export function routeFile(pagePath: string): string;
export function pageSourceFiles(pagePath: string, root?: string): string[];
export function gitLastModified(files: readonly string[], root?: string): string | null;
export function pageLastModified(pagePath: string, root?: string): string | undefined;
