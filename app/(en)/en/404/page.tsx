import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/pages/not-found-page';
import { englishNotFoundText } from '@/content/not-found';

export const metadata: Metadata = {
  title: englishNotFoundText.metaTitle,
  // A page no search engine lists: hosts answer it, with a 404, for a miss under /en/.
  robots: { index: false },
};

/**
 * The English pages' 404: exported as /en/404/, which the host configurations serve for any
 * address under /en/ that has no page (the Spanish 404 covers every other miss).
 */
export default function EnglishNotFound() {
  return <NotFoundPage locale="en" text={englishNotFoundText} />;
}
