import { publishStatusSettings } from '@/lib/admin/publish-status';

// Written once at build time into the export as /admin/publish-status.json, what the editor's
// publishing status reads (public/admin/publish-status/main.js).
export const dynamic = 'force-static';

export function GET() {
  return Response.json(publishStatusSettings());
}
