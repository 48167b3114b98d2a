import { pendingContent } from '@/content/check-practice';
import { englishGapLines, hasEnglishSite } from '@/content/facts/english-status';

// What the build knows of its content, written once into the export: for `npm run deploy`, which
// refuses an export still showing example data, and for the post-build step that removes the
// English pages when the facts cannot fill them (build/postbuild/steps/05-content-status.mjs hides
// it as out/.content-status.json, a file no host serves and no deploy uploads).
export const dynamic = 'force-static';

export function GET() {
  return Response.json({
    pending: pendingContent(),
    englishSite: hasEnglishSite,
    englishGaps: englishGapLines,
  });
}
