// wrangler bundles YAML files as text modules (wrangler.toml, [[rules]] type "Text").
declare module '*.yml' {
  const text: string;
  export default text;
}
