// Messages of any screen or handler: generic failures, not-found pages, unreadable requests.

export const required = 'Required';
export const emailInvalid = 'Email is invalid';
export const somethingWentWrong = 'Sorry, something went wrong';
export const dropRulesNotFound = 'Drop rules not found';
export const pageNotFoundTitle = 'Page Not Found';
export const pageNotFoundBody = 'The page you were looking for could not be found...';
export const dropsEmpty = 'NFT Drops Coming Soon';
export const notFound = 'Not found.';
export const validationFailed = 'Invalid input.';
// Requests no handler can read (not worded by the spec; worded once here).
export const malformedJson = 'Malformed JSON.';
export const malformedEncoding = 'Invalid %-encoding.';
export const unsupportedMediaType = 'Send the request body as JSON (Content-Type: application/json).';
export const headersTooLarge = 'The request headers are too large.';
export const badRequest = 'The request could not be read.';

/** Not in the spec: a request that ran out of time (it may be retried; a checkout answers 202 instead). */
export const requestTimedOut = 'This took longer than expected. Please try again.';
