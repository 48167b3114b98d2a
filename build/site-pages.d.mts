export const NOT_FOUND_PROBE: string;
export function sitePages(outDir: string): { route: string; file: string }[];
