export function countNodes(graph: unknown): number;
export function referenceErrors(graph: unknown, options?: { externalPrefixes?: readonly string[] }): string[];
export function typedModule(graph: unknown): string;
export function typeErrors(entries: readonly { name: string; graph: unknown }[]): Map<string, string[]>;
