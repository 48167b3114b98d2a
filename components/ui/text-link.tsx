import type { ReactNode } from 'react';
import { shellText } from '@/content/navigation';
import { cn } from '@/lib/cn';

interface TextLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  external?: boolean;
}

/** An inline link: external ones may open in a new tab. */
export function TextLink({ href, children, className, external }: TextLinkProps) {
  const classes = cn('font-medium text-primary underline-offset-4 hover:underline', className);
  // A page of ours always opens in this tab: a plain link, a full load of a small pre-rendered page.
  const opensNewTab = external && !href.startsWith('/');
  return (
    <a href={href} className={classes} {...(opensNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      {opensNewTab ? <span className="sr-only"> {shellText.newTabHint}</span> : null}
    </a>
  );
}
