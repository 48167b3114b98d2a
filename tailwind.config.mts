import type { Config } from 'tailwindcss';

/**
 * Design tokens. Colours are CSS variables defined in app/globals.css so that
 * components name roles (primary, accent, muted…), never raw hex values.
 */
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './content/**/*.ts'],
  theme: {
    extend: {
      colors: {
        ink: 'var(--color-ink)',
        primary: {
          DEFAULT: 'var(--color-primary)',
          strong: 'var(--color-primary-strong)',
          soft: 'var(--color-primary-soft)',
          foreground: 'var(--color-primary-foreground)',
        },
        accent: {
          DEFAULT: 'var(--color-accent)',
          soft: 'var(--color-accent-soft)',
          foreground: 'var(--color-accent-foreground)',
        },
        surface: 'var(--color-surface)',
        muted: 'var(--color-muted)',
        line: 'var(--color-line)',
        whatsapp: {
          DEFAULT: 'var(--color-whatsapp)',
          strong: 'var(--color-whatsapp-strong)',
        },
        danger: 'var(--color-danger)',
      },
      fontFamily: {
        sans: ['var(--font-sans)', 'ui-sans-serif', 'system-ui', 'sans-serif'],
      },
      maxWidth: {
        content: '72rem',
        prose: '68ch',
      },
      boxShadow: {
        card: '0 1px 2px rgb(15 37 48 / 0.04), 0 8px 24px -12px rgb(15 37 48 / 0.12)',
        lift: '0 2px 4px rgb(15 37 48 / 0.06), 0 18px 40px -18px rgb(15 37 48 / 0.22)',
      },
      borderRadius: {
        card: '1.25rem',
      },
    },
  },
};

export default config;
