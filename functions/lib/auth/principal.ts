/** Who is calling: the user a verified id_token names. Handlers of 'user' and 'verified' routes receive it. */
export interface Principal {
  uuid: string;
  emailVerified: boolean;
  /** The user's session epoch the token was issued under (UserRecord.sessionEpoch); absent before any change. */
  sessionEpoch?: string | null;
}

/** The session epoch of a token or a user: absent and null alike mean 'never changed'. */
export const sameSessionEpoch = (a: string | null | undefined, b: string | null | undefined): boolean =>
  (a ?? null) === (b ?? null);
