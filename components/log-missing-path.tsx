'use client';

import { useEffect } from 'react';

/** Logs the path that led to the 404 page, as the spec asks. */
export function LogMissingPath() {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return null;
}
