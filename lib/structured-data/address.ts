import type { PostalAddress } from '@/content/types';

/** schema.org PostalAddress from the practice module's address. */
export function postalAddress(address: PostalAddress) {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.streetAddress,
    addressLocality: address.addressLocality,
    addressRegion: address.addressRegion,
    postalCode: address.postalCode,
    addressCountry: address.addressCountry,
  };
}
