import { formSubmitLabelsIn } from '@/content/contact-ui';
import { draftTextIn } from '@/content/contact-draft';
import { formStatusIn } from '@/content/contact-status';
import { shellTextIn } from '@/content/navigation';
import type { Locale } from '@/lib/locale';
import type { ContactFormText } from '../contact-form';

/** The form's words in `locale`, as the contact page hands them over. */
export function testFormText(locale: Locale): ContactFormText {
  return {
    submit: formSubmitLabelsIn[locale],
    draft: draftTextIn[locale],
    toasts: { ...formStatusIn[locale], newTabHint: shellTextIn[locale].newTabHint },
  };
}
