import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  accent: 'bg-accent-soft text-accent-foreground ring-accent/40',
  primary: 'bg-primary-soft text-primary ring-primary/15',
  neutral: 'bg-surface text-muted ring-line',
} as const;

export function Badge({ children, tone = 'primary', className }: { children: ReactNode; tone?: keyof typeof tones; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset', tones[tone], className)}>
      {children}
    </span>
  );
}
