// Part 1 §5: the account forms' fields (names, e-mail, passwords, addresses, wallets, codes, phone, date of birth).

export const requiredField = 'Required field';
export const fieldRequired = 'Field Required';

// Username
export const usernameRequired = 'Username required';
export const usernameEmpty = 'Username can not be empty.';
export const usernameMin = 'Minimum 6 symbols.';
export const usernameMax = 'Maximum 28 symbols.';
export const usernameTooShort = 'Username must contain at least 6 characters.';
export const usernameInvalid = 'Username is invalid';
export const usernameCharacters = 'Only letters, digits, and underscores are allowed.';

// Email and login
export const emailRequired = 'Email required';
export const emailIsRequired = 'Email is required';
export const loginRequired = 'Email or username is required';
export const loginInvalid = 'Email or username is invalid';
export const passwordRequired = 'Password is required';
export const emailUnverified = 'Email unverified';

// Passwords
export const currentPasswordRequired = 'Enter current password to be able to save changes.';
export const passwordRules =
  'Minimum 8 characters. Must contain at least 1 capital letter, 1 lowercase letter, 1 number, and 1 symbol.';
export const passwordTooShort = 'Password must contain at least 8 characters.';
export const passwordsDoNotMatch = 'Passwords do not match.';

// Discord
export const discordInvalid = 'Invalid Discord Username';

// Shipping address
export const fullNameCharacters = 'Only letters, digits and whitespaces are allowed';
export const zipCodeLength = 'Zip code must be 5 to 10 characters.';
export const stateInvalid = 'Choose a state from the list.';
export const countryInvalid = 'Choose a country from the list.';
export const shirtSizeInvalid = 'Choose a shirt size from the list.';
export const fieldTooLong = 'Maximum {max} characters.';

// Wallets
export const walletAddressInvalid = 'Invalid wallet address.';
export const walletSignatureInvalid = 'The signature does not match the wallet address.';
export const walletAlreadyLinked = 'This wallet is already linked to an account.';
export const walletNetworkNotSupported =
  'Tezos wallets cannot be linked yet. Please use a Polygon or Ethereum wallet.';

// Codes, captcha
export const codeRequired = 'Required code';
export const digitsOnly = 'Must contain only digits.';
export const captchaRequired = 'Required captcha';
export const twoFactorCodeRequired = 'Required code';
export const wrongCode = 'Wrong code';

// Phone
export const phoneInternationalNotSupported =
  'International Payment not yet supported. Please contact Customer Support.';
export const phoneInvalid = 'Phone number is not valid.';
export const phoneRequired = 'Phone is required';

// Age gate
export const invalidMonth = 'Invalid month';
export const invalidDay = 'Invalid day';
export const invalidYear = 'Invalid year';
export const ageRestricted = 'Sorry, you must be 21 or older to view this content';
