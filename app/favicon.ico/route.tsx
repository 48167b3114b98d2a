import { ImageResponse } from 'next/og';
import { AppIcon } from '@/components/seo/app-icon';
import { appIcons } from '@/lib/app-icons';
import { pngToIco } from '@/lib/ico';

export const dynamic = 'force-static';

/** /favicon.ico for clients that ask for it without reading the page's icon links. */
export async function GET() {
  const icon = appIcons.favicon;
  const png = await new ImageResponse(<AppIcon icon={icon} />, {
    width: icon.size,
    height: icon.size,
  }).arrayBuffer();
  const ico = pngToIco(new Uint8Array(png), icon.size);
  return new Response(ico.buffer as ArrayBuffer, { headers: { 'Content-Type': 'image/x-icon' } });
}
