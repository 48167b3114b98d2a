import Link from 'next/link';
import type { ReactNode } from 'react';
import { shellText } from '@/content/navigation';
import { cn } from '@/lib/cn';

const variants = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-strong',
  secondary: 'border border-primary/25 bg-white text-primary hover:border-primary hover:bg-primary-soft',
  whatsapp: 'bg-whatsapp text-white shadow-sm hover:bg-whatsapp-strong',
  inverse: 'bg-white text-primary shadow-sm hover:bg-primary-soft',
  'inverse-outline': 'border border-white/60 text-white hover:bg-white/10',
  ghost: 'text-primary hover:bg-primary-soft',
} as const;

const sizes = {
  sm: 'min-h-11 px-4 text-sm',
  md: 'min-h-12 px-5 text-base',
  lg: 'min-h-13 px-6 text-base sm:text-lg',
} as const;

export type ButtonVariant = keyof typeof variants;

export const buttonClasses = (variant: ButtonVariant = 'primary', size: keyof typeof sizes = 'md') =>
  cn(
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-200',
    variants[variant],
    sizes[size],
  );

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  className?: string;
  /** Opens in a new tab and tells screen readers so. */
  external?: boolean;
  ariaLabel?: string;
}

/** A link styled as a button: navigation stays a link. */
export function ButtonLink({ href, children, variant, size, className, external, ariaLabel }: ButtonLinkProps) {
  const classes = cn(buttonClasses(variant, size), className);
  if (href.startsWith('/')) {
    return (
      <Link href={href} prefetch={false} className={classes} aria-label={ariaLabel}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={href}
      className={classes}
      aria-label={ariaLabel}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {external ? <span className="sr-only"> {shellText.newTabHint}</span> : null}
    </a>
  );
}
