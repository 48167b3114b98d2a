const variants = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-strong',
  secondary:
    'border border-primary/25 bg-white text-primary hover:border-primary hover:bg-primary-soft',
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
export type ButtonSize = keyof typeof sizes;

/**
 * Class string of a button. The parts never conflict and are never empty, so a template joins
 * them: client components use it, where cn() would add tailwind-merge (~9 KB gzip) to every page,
 * and clsx about 250 B.
 */
export const buttonClasses = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md') =>
  `inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-200 ${variants[variant]} ${sizes[size]}`;
