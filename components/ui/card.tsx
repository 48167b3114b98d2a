import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Large-radius card with a hairline border and a soft shadow. */
export function Card({
  children,
  className,
  id,
  as: Tag = 'div',
}: {
  children: ReactNode;
  className?: string;
  id?: string;
  as?: 'div' | 'article' | 'li';
}) {
  return (
    <Tag
      id={id}
      className={cn('rounded-card border border-line bg-white p-6 shadow-card sm:p-7', className)}
    >
      {children}
    </Tag>
  );
}
