import type { MessageKey } from './pt-BR.ts';

export const en: Record<MessageKey, string> = {
  'app.name': 'Mirante Studio',
  'app.loading': 'Loading…',

  'login.title': 'Sign in to Mirante Studio',
  'login.email': 'E-mail',
  'login.password': 'Password',
  'login.submit': 'Sign in',
  'login.errors.emailEmpty': 'E-mail cannot be empty',
  'login.errors.emailInvalid': 'E-mail is not valid',
  'login.errors.passwordEmpty': 'Password cannot be empty',
  'login.errors.userNotFound': 'User not found',
  'login.errors.wrongPassword': 'Wrong password',
  'login.errors.generic': 'Oops, we could not sign you in, please try again later.',
  'login.errors.noToken': 'No Token Received',

  'organisation.select': 'Select an organisation:',
  'organisation.staging': 'Staging',

  'userMenu.settings': 'Settings',
  'userMenu.createComponent': 'Create component',
  'userMenu.logout': 'Sign out',

  'dashboard.period': 'Period',
  'dashboard.periodLast7Days': 'Last 7 days',
  'dashboard.empty': 'This dashboard has no components yet.',

  'chart.errors.load': 'Error loading data.',
  'chart.empty': 'No data to display.',
  'chart.retry': 'Try again',
  'chart.loading': 'Loading data…',

  'error.back': 'Back',
  'error.403': 'Access not allowed',
  'error.404': 'Page not found',
  'error.405': 'Account and universe not found',
  'error.406': 'Dashboard not found',
  'error.500': 'Server error',
  'error.timeout': 'Communication error',

  'errors.permission': 'You are not allowed to perform this action.',
  'errors.unauthenticated': 'Your session has expired. Please sign in again.',
  'errors.badRequest': 'Invalid request.',
  'errors.malformedJson': 'The request body is not valid JSON.',
  'errors.notFound': 'Resource not found.',
  'errors.internal': 'Internal server error. Please try again shortly.',
  'errors.invalidFilter': 'Invalid filter',
  'errors.groupingRequired': 'Grouping is required',
  'errors.groupingInvalid': 'Grouping is invalid…',
  'errors.datePortionInvalid': 'DatePortion is invalid',

  'cards.LSN_13.title': 'Posts over time',
  'cards.LSN_13.description': 'Volume of collected posts per day, split by channel.',
  'cards.metric.posts': 'Posts',
  'userMenu.open': 'Open user menu',
  'chart.table.date': 'Date',
};
