import { perLocale } from '@/lib/locale';
import { consultorio } from './facts/load';
import type { Consultorio } from './facts/schema';

/** A profile of the practice on another site (content/consultorio.yml: profiles). */
export interface ProfileLink {
  id: 'googleBusiness' | 'doctoralia' | 'facebook' | 'instagram';
  /** Visible name of the link. */
  label: string;
  href: string;
}

const labels: Record<ProfileLink['id'], string> = {
  googleBusiness: 'Google',
  doctoralia: 'Doctoralia',
  facebook: 'Facebook',
  instagram: 'Instagram',
};

type Profiles = Consultorio['profiles'];

/** The profiles that have an address, in a fixed order; an empty field gives no link. */
export function profileLinksOf(profiles: Profiles): ProfileLink[] {
  return (Object.keys(labels) as ProfileLink['id'][]).flatMap((id) => {
    const href = profiles?.[id]?.trim();
    return href ? [{ id, label: labels[id], href }] : [];
  });
}

export const profileLinks = profileLinksOf(consultorio.profiles);

/** Every profile address, for schema.org sameAs (the review link is an action, not a profile). */
export const sameAsUrls: string[] = profileLinks.map((link) => link.href);

/** Where a patient leaves a review; null when not set. */
export const reviewUrl: string | null = consultorio.profiles?.googleReview?.trim() || null;

export const profilesTextIn = perLocale(
  { title: 'Encuéntrame en', review: 'Déjanos tu opinión' },
  { title: 'Find me on', review: 'Leave us a review' },
);
