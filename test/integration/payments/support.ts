import { passesLuhn } from '../../../functions/domain/cards/card-number';
import type { Deps } from '../../../functions/lib/deps';
import { tokenizeCardSandbox } from '../../../scripts/local-cloud/sandbox-pages/cards';
import type { SignedInUser } from '../account/support';

export const TEST_CARDS = {
  approved: '4242 4242 4242 4242',
  challenge: '4000 0000 0000 3220',
  declined: '4000 0000 0000 0002',
  chargeDeclined: '4000 0000 0000 0341',
  tokenizationFails: '4000 0000 0000 0119',
  amex: '3782 822463 10005',
};

/** The `n`th of many Luhn-valid Visa numbers the sandbox adds without a challenge, each a card of its own. */
export function otherCard(n: number): string {
  const body = `4111 2222 3333 ${String(n).padStart(3, '0')}`;
  const check = Array.from({ length: 10 }, (_, digit) => `${body}${digit}`).find((number) =>
    passesLuhn(number.replace(/\D/g, '')),
  );
  if (!check) throw new Error(`No Luhn digit for ${body}`);
  return check;
}

/** What the hosted card fields post to the sandbox processor; answers its status and JSON body. */
export async function tokenize(deps: Deps, number: string, overrides: Record<string, string> = {}) {
  const fields = new URLSearchParams({
    number,
    expiry_month: '12',
    expiry_year: '2030',
    cvv: number.replace(/\D/g, '').length === 15 ? '1234' : '123',
    name: 'Ada Lovelace',
    ...overrides,
  });
  const answer = await tokenizeCardSandbox(deps, fields);
  return { status: answer.status, body: JSON.parse(answer.html) };
}

export const addCardBody = (token: string, overrides: Record<string, unknown> = {}) => ({
  token,
  name: 'Ada Lovelace',
  country: 'US',
  zipCode: '10001',
  redirect_uri: '/app/account/payment-methods',
  action: 'card',
  ...overrides,
});

/** Tokenizes `number` and adds it for `user`; answers the add-payment-method answer. */
export async function addTestCard(deps: Deps, user: SignedInUser, number: string = TEST_CARDS.approved) {
  const { body } = await tokenize(deps, number);
  return user.call('POST', '/api/payments/add-payment-method', addCardBody(body.token));
}
