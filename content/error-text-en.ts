import type { ErrorText } from './error-text';

export const errorTextEn: ErrorText = {
  title: 'Unexpected Application Error!',
  lead: 'Something went wrong. Please try again or go back to the home page.',
  retry: 'Try again',
  home: 'Back to home',
  homeHref: '/en/',
};
