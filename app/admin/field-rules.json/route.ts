import { fieldRuleSites } from '@/lib/admin/field-rule-sites';

// Written once at build time into the export as /admin/field-rules.json: where the editor runs
// each rule that spans fields before a save (public/admin/field-checks.js).
export const dynamic = 'force-static';

export function GET() {
  return Response.json(fieldRuleSites);
}
