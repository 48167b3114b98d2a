import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { badgeClasses, type BadgeTone } from './badge-classes';

/** A small pill label, e.g. 'Más Solicitado'. */
export function Badge({
  children,
  tone = 'primary',
  className,
}: {
  children: ReactNode;
  tone?: BadgeTone;
  className?: string;
}) {
  return <span className={cn(badgeClasses(tone), className)}>{children}</span>;
}
