import { ImageResponse } from 'next/og';
import { AppIcon } from '@/components/seo/app-icon';
import { appIconList } from '@/lib/app-icons';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** Favicon, apple-touch-icon and manifest icons, written to out/icons/*.png by the static export. */
export function generateStaticParams() {
  return appIconList.map((icon) => ({ icon: icon.file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ icon: string }> }) {
  const { icon: file } = await params;
  const icon = appIconList.find((candidate) => candidate.file === file);
  if (!icon) return new Response(null, { status: 404 });
  return new ImageResponse(<AppIcon icon={icon} />, { width: icon.size, height: icon.size });
}
