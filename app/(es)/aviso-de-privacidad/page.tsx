import { PrivacyPage } from '@/components/pages/privacy-page';
import { mainPageMetadata } from '@/lib/page-metadata';

export const metadata = mainPageMetadata('es', 'privacy');

export default function Page() {
  return <PrivacyPage locale="es" />;
}
