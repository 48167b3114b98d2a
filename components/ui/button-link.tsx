import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { Locale } from '@/lib/locale';
import { newTab } from './new-tab';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-classes';

export { buttonClasses, type ButtonVariant } from './button-classes';

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Opens in a new tab and tells screen readers so, in the page's language. */
  external?: Locale;
  ariaLabel?: string;
}

/** A link styled as a button: navigation stays a link. */
export function ButtonLink({
  href,
  children,
  variant,
  size,
  className,
  external,
  ariaLabel,
}: ButtonLinkProps) {
  const classes = cn(buttonClasses(variant, size), className);
  const { attributes, hint } = newTab(href, external);
  return (
    <a href={href} className={classes} aria-label={ariaLabel} {...attributes}>
      {children}
      {hint}
    </a>
  );
}
