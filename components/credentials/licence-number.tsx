import { licenceRegistry } from '@/content/credentials';
import { TextLink } from '../ui/text-link';

/** A cédula number, linked to the public registry where anyone can verify it. */
export function LicenceNumber({ number, className }: { number: string; className?: string }) {
  return (
    <TextLink href={licenceRegistry.url} external className={className}>
      {number}
    </TextLink>
  );
}
