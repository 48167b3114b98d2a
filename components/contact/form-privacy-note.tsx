import { formPrivacy, privacyPath } from '@/content/privacy';

/** Beside the submit button: the short privacy notice (art. 16), the draft kept on this device, and what not to write. */
export function FormPrivacyNote() {
  return (
    <div
      id="aviso-formulario"
      className="space-y-2 rounded-xl bg-surface px-4 py-3 text-sm leading-relaxed text-muted"
    >
      <p>
        <strong className="font-semibold text-ink">{formPrivacy.title}</strong> {formPrivacy.notice}{' '}
        <a href={privacyPath} className="font-medium text-primary underline underline-offset-4">
          {formPrivacy.linkLabel}
        </a>
        .
      </p>
      <p>{formPrivacy.draft}</p>
      <p className="font-medium text-ink">{formPrivacy.clinicalHint}</p>
    </div>
  );
}
