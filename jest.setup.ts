import '@testing-library/jest-dom';

// What next.config.mjs's `trailingSlash: true` tells next/link at build time: links keep their "/".
process.env.__NEXT_TRAILING_SLASH = 'true';
