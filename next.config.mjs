/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // A static host has no image optimizer: serve files from public/ as they are.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
