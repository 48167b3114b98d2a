import type { ReactNode } from 'react';

/**
 * The lucide icons that client components draw themselves, as plain SVG (path data from
 * lucide, ISC licence): the mobile menu's, which swaps them. Importing lucide-react in a
 * client component ships its runtime to every page, and this file sits in the layout chunk
 * every page loads, so an icon a client component only shows is drawn on the server
 * (./lucide.tsx) and passed in as a prop (the copy-e-mail button's), or drawn with Svg in the
 * component's own file (the submit button's spinner).
 */
export function Svg({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

export const MenuIcon = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path d="M4 5h16M4 12h16M4 19h16" />
  </Svg>
);

export const CloseIcon = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Svg>
);
