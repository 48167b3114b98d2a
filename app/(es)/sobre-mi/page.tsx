import { AboutPage } from '@/components/pages/about-page';
import { mainPageMetadata } from '@/lib/page-metadata';

export const metadata = mainPageMetadata('es', 'about');

export default function Page() {
  return <AboutPage locale="es" />;
}
