import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { Locale } from '@/lib/locale';
import { newTab } from './new-tab';

interface TextLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Opens in a new tab and tells screen readers so, in the page's language. */
  external?: Locale;
}

/** An inline link: external ones may open in a new tab. */
export function TextLink({ href, children, className, external }: TextLinkProps) {
  const classes = cn('font-medium text-primary underline-offset-4 hover:underline', className);
  const { attributes, hint } = newTab(href, external);
  return (
    <a href={href} className={classes} {...attributes}>
      {children}
      {hint}
    </a>
  );
}
