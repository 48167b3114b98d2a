import type { ReactNode } from 'react';
import { shellText } from '@/content/navigation';
import { cn } from '@/lib/cn';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-classes';

export { buttonClasses, type ButtonVariant } from './button-classes';

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Opens in a new tab and tells screen readers so. */
  external?: boolean;
  ariaLabel?: string;
}

/** A link styled as a button: navigation stays a link. */
export function ButtonLink({ href, children, variant, size, className, external, ariaLabel }: ButtonLinkProps) {
  const classes = cn(buttonClasses(variant, size), className);
  // A page of ours always opens in this tab: a plain link, a full load of a small pre-rendered page.
  const opensNewTab = external && !href.startsWith('/');
  return (
    <a
      href={href}
      className={classes}
      aria-label={ariaLabel}
      {...(opensNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {opensNewTab ? <span className="sr-only"> {shellText.newTabHint}</span> : null}
    </a>
  );
}
