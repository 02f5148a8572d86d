/**
 * Drop rules and auction terms are accepted once per terms key and remembered in local storage under
 * `${terms_key}_accepted` = 'true' (the spec's key), shared by the pack checkout and the auction bid flow.
 */

export const termsAcceptedKey = (termsKey: string): string => `${termsKey}_accepted`;

export function isTermsAccepted(termsKey: string): boolean {
  try {
    return localStorage.getItem(termsAcceptedKey(termsKey)) === 'true';
  } catch {
    // Storage blocked (private mode, policy): the terms must be accepted again on this page.
    return false;
  }
}

export function setTermsAccepted(termsKey: string, accepted: boolean): void {
  try {
    if (accepted) localStorage.setItem(termsAcceptedKey(termsKey), 'true');
    else localStorage.removeItem(termsAcceptedKey(termsKey));
  } catch {
    // Storage blocked: acceptance holds for this page only (the component keeps its own state).
  }
}
