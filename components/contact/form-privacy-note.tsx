/** The short privacy notice's words (content/privacy.ts: formPrivacy), in the page's language. */
export interface FormPrivacyText {
  title: string;
  notice: string;
  linkLabel: string;
  draft: string;
  clinicalHint: string;
}

/**
 * Beside the submit button: the short privacy notice (art. 16) with its link to the full notice in
 * the page's language, the draft kept on this device, and what not to write.
 */
export function FormPrivacyNote({ text, href }: { text: FormPrivacyText; href: string }) {
  return (
    <div
      id="aviso-formulario"
      className="space-y-2 rounded-xl bg-surface px-4 py-3 text-sm leading-relaxed text-muted"
    >
      <p>
        <strong className="font-semibold text-ink">{text.title}</strong> {text.notice}{' '}
        <a href={href} className="font-medium text-primary underline underline-offset-4">
          {text.linkLabel}
        </a>
        .
      </p>
      <p>{text.draft}</p>
      <p className="font-medium text-ink">{text.clinicalHint}</p>
    </div>
  );
}
