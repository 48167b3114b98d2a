import Link from 'next/link';
import type { ReactNode } from 'react';
import { shellText } from '@/content/navigation';
import { cn } from '@/lib/cn';

interface TextLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  external?: boolean;
}

/** An inline link: internal paths through next/link, others as plain anchors. */
export function TextLink({ href, children, className, external }: TextLinkProps) {
  const classes = cn('font-medium text-primary underline-offset-4 hover:underline', className);
  if (href.startsWith('/')) {
    return (
      <Link href={href} prefetch={false} className={classes}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={classes} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      {external ? <span className="sr-only"> {shellText.newTabHint}</span> : null}
    </a>
  );
}
