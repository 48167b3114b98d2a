import { shellTextIn } from '@/content/navigation';
import { profilesTextIn, type ProfileLink } from '@/content/profiles';
import type { Locale } from '@/lib/locale';
import { ProfileIcon } from '../ui/profile-icon';

/** The practice's profiles on other sites, in the footer; nothing when none is set. */
export function ProfileLinks({
  links,
  className,
  locale,
}: {
  links: readonly ProfileLink[];
  className: string;
  locale: Locale;
}) {
  if (links.length === 0) return null;
  return (
    <div>
      <h3 className="mt-4 mb-1 text-sm font-semibold text-white">{profilesTextIn[locale].title}</h3>
      <ul className="space-y-1">
        {links.map((link) => (
          <li key={link.id}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className={`${className} gap-2`}
            >
              <ProfileIcon id={link.id} /> {link.label}
              <span className="sr-only"> {shellTextIn[locale].newTabHint}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
