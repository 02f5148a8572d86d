/** Who is calling: the user a verified id_token names. Handlers of 'user' and 'verified' routes receive it. */
export interface Principal {
  uuid: string;
  emailVerified: boolean;
}
