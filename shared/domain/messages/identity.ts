// Identity and sessions (not worded by the spec; worded once here).

export const accountExists = 'You already have account. Please log in.';
export const invalidCredentials = 'Unable to log in with provided credentials.';
export const emailTaken = 'A user with that email already exists.';
export const usernameTaken = 'A user with that username already exists.';
export const phoneTaken = 'A user with that phone number already exists.';
export const phoneNotVerified = 'Verify your phone number with the code we sent first.';
export const codeExpired = 'Code expired. Please request a new one.';
export const tooManyAttempts = 'Too many attempts. Please try again later.';
export const currentPasswordWrong = 'Current password is incorrect.';
export const discordLocked = 'Discord username can not be changed once set.';
export const sameEmail = 'This is already your email address.';
export const authenticatorNotSetUp = 'Set up the authenticator app first.';
export const emailChangeCodeSent = 'We sent a code to your new email address.';
export const notificationSettingsSaved = 'Notification settings saved.';
export const twoFactorChanged = 'Two-factor method changed.';
export const authenticatorSetupStarted =
  'Scan the QR code with your authenticator app, then enter the code it shows.';
export const legalPoliciesAccepted = 'Policies accepted.';
export const resetLinkSent = 'We sent a link to reset your password to your email address.';
export const emailChanged = 'Email changed. Please verify your new email address.';
export const loggedOut = 'Logged out.';
export const identityVerified = 'Your identity has been verified.';
export const verifyEmailFirst = 'Please verify your email address to continue.';
export const credentialsChanged = 'Your password, email or two-factor method changed. Please log in again.';
