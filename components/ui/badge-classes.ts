const tones = {
  accent: 'bg-accent-soft text-accent-foreground ring-accent/40',
  primary: 'bg-primary-soft text-primary ring-primary/15',
  neutral: 'bg-surface text-muted ring-line',
} as const;

export type BadgeTone = keyof typeof tones;

/** Class string of a badge; a template rather than cn() or clsx, since client leaves use it (see buttonClasses). */
export const badgeClasses = (tone: BadgeTone = 'primary') =>
  `inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`;
