import Link from 'next/link';
import { formPrivacy } from '@/content/contact';
import { privacyPath } from '@/content/privacy';

/** Beside the submit button: who collects the data and why, the full notice, and what not to write. */
export function FormPrivacyNote() {
  return (
    <div id="aviso-formulario" className="space-y-1 text-sm text-muted">
      <p>
        {formPrivacy.notice}{' '}
        <Link href={privacyPath} prefetch={false} className="font-medium text-primary underline underline-offset-4">
          {formPrivacy.linkLabel}
        </Link>
        .
      </p>
      <p>{formPrivacy.clinicalHint}</p>
    </div>
  );
}
