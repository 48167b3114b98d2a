import type { PostalAddress } from '@/content/types';

/** schema.org PostalAddress from the practice module's address (the street line as the page writes it). */
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

/** schema.org GeoCoordinates, in decimal degrees as the facts write them. */
export function geoCoordinates(geo: { latitude: number; longitude: number }) {
  return { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude };
}
