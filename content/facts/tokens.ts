/**
 * Marks the practice may write in its texts (FAQs) and that the build replaces with the facts,
 * so an answer that names a town or the phone follows the data files: "{hospital.ciudad}".
 * An unknown mark fails the build, naming the file and the text.
 */
export type TokenValues = Readonly<Record<string, string>>;

const TOKEN = /\{([a-z.]+)\}/g;

/**
 * The text with its marks filled. `escape` makes each value literal text in the text's language:
 * escapeMarkdown (content/facts/markdown.ts) where the text is Markdown; none where the text is
 * plain and React escapes it when the page is written.
 */
export function fillTokens(
  text: string,
  values: TokenValues,
  where: string,
  escape: (value: string) => string = (value) => value,
): string {
  return text.replace(TOKEN, (mark, name: string) => {
    const value = values[name];
    if (value === undefined) {
      throw new Error(
        `${where}: la marca ${mark} no existe; usa una de: ${Object.keys(values)
          .map((key) => `{${key}}`)
          .join(' ')}`,
      );
    }
    return escape(value);
  });
}
