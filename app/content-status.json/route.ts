import { pendingContent } from '@/content/check-practice';

// What the build knows of its content, written once into the export for `npm run deploy`, which
// refuses an export still showing example data (build/postbuild/steps/05-content-status.mjs hides it as
// out/.content-status.json, a file no host serves and no deploy uploads).
export const dynamic = 'force-static';

export function GET() {
  return Response.json({ pending: pendingContent() });
}
