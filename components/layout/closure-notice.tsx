import { closureNoticeTitleIn } from '@/content/closures';
import { builtAt, closureNoticesIn } from '@/lib/closure-notices';
import type { Locale } from '@/lib/locale';
import { ClosureNoticeLines } from './closure-notice-lines';

/**
 * The site-wide closure notice (content/consultorio.yml: closures). Without an upcoming
 * closure nothing is rendered and no script is shipped; otherwise a small client leaf shows
 * each notice in its window, by the build's clock in the HTML and by the visitor's after load.
 */
export function ClosureNotice({ locale }: { locale: Locale }) {
  const notices = closureNoticesIn(locale);
  if (notices.length === 0) return null;
  return (
    <ClosureNoticeLines notices={notices} builtAt={builtAt} title={closureNoticeTitleIn[locale]} />
  );
}
