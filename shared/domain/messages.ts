/**
 * Every user-facing validation and error text, with the spec's exact words, defined once and used by
 * the server's schemas and the web forms alike.
 */
export const messages = {
  required: 'Required',
  emailInvalid: 'Email is invalid',
  somethingWentWrong: 'Sorry, something went wrong',
  dropRulesNotFound: 'Drop rules not found',
  pageNotFoundTitle: 'Page Not Found',
  pageNotFoundBody: 'The page you were looking for could not be found...',
  dropsEmpty: 'NFT Drops Coming Soon',
  notImplemented: 'Not implemented yet',
  notFound: 'Not found.',
  validationFailed: 'Invalid input.',
} as const;
