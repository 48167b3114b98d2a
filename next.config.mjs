/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // A static host has no image optimizer: serve files from public/ as they are.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // Lets a second build (tests with a contact endpoint, parallel work) write elsewhere than out/.
  ...(process.env.NEXT_DIST_DIR ? { distDir: process.env.NEXT_DIST_DIR } : {}),
};

export default nextConfig;
