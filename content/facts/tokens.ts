/**
 * Marks the practice may write in its texts (FAQs) and that the build replaces with the facts,
 * so an answer that names a town or the phone follows the data files: "{hospital.ciudad}".
 * An unknown mark fails the build, naming the file and the text.
 */
export type TokenValues = Readonly<Record<string, string>>;

const TOKEN = /\{([a-z.]+)\}/g;

export function fillTokens(text: string, values: TokenValues, where: string): string {
  return text.replace(TOKEN, (mark, name: string) => {
    const value = values[name];
    if (value === undefined) {
      throw new Error(`${where}: la marca ${mark} no existe; usa una de: ${Object.keys(values).map((key) => `{${key}}`).join(' ')}`);
    }
    return value;
  });
}
