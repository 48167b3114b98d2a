/** A JSON-LD node: schema.org's @type, an optional @id, and its properties. */
export type JsonLdNode = { '@type': string; '@id'?: string } & Record<string, unknown>;

export interface JsonLdGraph {
  '@context': 'https://schema.org';
  '@graph': JsonLdNode[];
}
