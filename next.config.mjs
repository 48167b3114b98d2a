import { checkUrlSetting } from './lib/loopback.mjs';

// The contact form posts a patient's details to this endpoint: never over plain http off this machine.
checkUrlSetting('NEXT_PUBLIC_CONTACT_ENDPOINT', process.env.NEXT_PUBLIC_CONTACT_ENDPOINT);

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Each page is written as <route>/index.html and linked as /route/: any plain file server (Apache
  // shared hosting, nginx, S3, GitHub Pages, python -m http.server) answers it with no rewrite or redirect.
  trailingSlash: true,
  // A static host has no image optimizer: serve files from public/ as they are.
  images: { unoptimized: true },
  poweredByHeader: false,
  // Each language has its own root layout (app/(es), app/(en)), so a miss outside both is drawn
  // by app/global-not-found.tsx, which brings its own document.
  experimental: { globalNotFound: true },
  reactStrictMode: true,
  // Lets a second build (tests with a contact endpoint, parallel work) write elsewhere than out/.
  ...(process.env.NEXT_DIST_DIR ? { distDir: process.env.NEXT_DIST_DIR } : {}),
};

export default nextConfig;
