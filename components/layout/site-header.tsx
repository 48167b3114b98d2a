import { Phone } from '@/components/ui/lucide';
import { phoneDisplayIn } from '@/content/actions';
import { actionsIn, mainPhoneHref } from '@/lib/practice-links';
import { mainNavigation, mobileMenuTextIn, shellTextIn } from '@/content/navigation';
import { languageLinkIn } from '@/lib/language-links';
import type { Locale } from '@/lib/locale';
import { ButtonLink } from '../ui/button-link';
import { buttonClasses } from '../ui/button-classes';
import { Logo } from './logo';
import { MobileMenu, type MobileMenuClasses } from './mobile-menu';
import { NavLinks } from './nav-links';

/** The mobile menu's classes, handed to the client menu as data. */
export const MOBILE_MENU_CLASSES: MobileMenuClasses = {
  toggle:
    'inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-primary-soft',
  panel:
    'absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-white shadow-lift',
  inner: 'mx-auto max-w-content px-5 pt-2 pb-6 sm:px-8',
  list: 'divide-y divide-line',
  link: 'flex min-h-12 items-center px-2 text-lg font-medium text-ink hover:text-primary',
  active: 'text-primary font-semibold underline decoration-2 underline-offset-8',
  cta: `${buttonClasses('primary', 'md')} mt-4 w-full`,
};

/**
 * Fixed top bar: logo, navigation, booking button; a call button and menu on phones. Solid white,
 * not a blurred translucent bar: a backdrop filter redraws on every frame while the page loads and
 * scrolls, and without a GPU (Lighthouse's Chrome) that drawing competes with the page's own script
 * (components/__tests__/no-backdrop-filter.test.ts).
 */
export function SiteHeader({ locale }: { locale: Locale }) {
  const shellText = shellTextIn[locale];
  const navigation = mainNavigation(locale);
  const booking = actionsIn[locale].bookAppointment;
  const languageLink = languageLinkIn[locale];
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-line/80 bg-white">
      <div className="mx-auto flex h-16 max-w-content items-center justify-between gap-4 px-5 sm:px-8">
        <Logo locale={locale} />
        <nav aria-label={shellText.mainNavLabel} className="hidden lg:block">
          <NavLinks
            items={navigation}
            languageLink={languageLink}
            className="flex items-center gap-1"
            linkClassName="inline-flex min-h-11 items-center rounded-full px-4 text-[0.95rem] font-medium text-muted transition-colors hover:bg-primary-soft hover:text-primary"
            activeClassName="bg-primary-soft text-primary font-semibold"
          />
        </nav>
        <div className="flex items-center gap-1">
          <ButtonLink href={booking.href} size="sm" className="hidden lg:inline-flex">
            {booking.label}
          </ButtonLink>
          <a
            href={mainPhoneHref}
            className="inline-flex size-11 items-center justify-center rounded-full text-primary transition-colors hover:bg-primary-soft lg:hidden"
            aria-label={`${shellText.headerCallLabel}: ${phoneDisplayIn[locale].main}`}
          >
            <Phone aria-hidden="true" className="size-5" />
          </a>
          <MobileMenu
            classes={MOBILE_MENU_CLASSES}
            items={navigation}
            cta={booking}
            text={mobileMenuTextIn[locale]}
            languageLink={languageLink}
          />
        </div>
      </div>
    </header>
  );
}
