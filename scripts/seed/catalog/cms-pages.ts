import type { CmsPageRecord } from '../../../functions/data/cms-page';
import type { DropRecord } from '../../../functions/data/drop';
import { centsToUsd } from '../../../functions/domain/money';
import { sanitizeHtml } from '../../../functions/domain/sanitize-html';
import { DAYS, type Timeline } from './timeline';

/** Editorial pages of the demo: premium bidding terms, a rules page per drop with terms, and the legal pages. */

const SUPPORT = '<a href="mailto:support@collectibles.example">support@collectibles.example</a>';
const TERMS_LINK = '<a href="/app/terms-of-service">Terms of Service</a>';
const PRIVACY_LINK = '<a href="/app/privacy-policy">Privacy Policy</a>';

const PREMIUM_BIDDING_TERMS_KEY = 'premiumbiddingterms';

const premiumBiddingTerms = `<h1>Premium Bidding Terms</h1>
<p>These terms apply to premium and pre-qualified auctions on the platform, in addition to our ${TERMS_LINK}. By ticking
"I accept the bidding terms" before placing a bid you agree to them.</p>
<h2>1. Who may bid</h2>
<ul>
<li>You must have a verified e-mail address and a completed identity check.</li>
<li>Pre-qualified auctions are open only to bidders we have approved in advance; approval may take up to two business
days.</li>
<li>Accounts that are paused or under review cannot bid.</li>
</ul>
<h2>2. Placing and updating bids</h2>
<ol>
<li>Every bid must be at least the minimum winning bid shown on the auction and a whole multiple of the bid
increment above it.</li>
<li>Bids are binding. You may raise your bid while the auction is open, but you cannot lower or withdraw it.</li>
<li>A card is authorized, not charged, when you bid; the authorization is released if you are outbid.</li>
</ol>
<h2>3. Winning</h2>
<p>When the auction ends the highest valid bids win, in the number of editions offered. Winners are charged within
24 hours; if a winning payment fails, the next highest bidder may be offered the edition.</p>
<h2>4. Physical items</h2>
<p>Where an auction includes a physical item, we ship it to the address you give during checkout within 4 to 6 weeks.
Shipping is available to the countries listed on the auction.</p>
<h2>5. Contact</h2>
<p>Questions about a premium auction? Write to ${SUPPORT} before you bid.</p>`;

function dropRules(drop: DropRecord, key: string): string {
  const price = drop.priceCents === null ? null : `$${centsToUsd(drop.priceCents).toFixed(2)}`;
  return `<h1>${drop.title}: Drop Rules</h1>
<p>${drop.title} by ${drop.artist.name} is sold under these rules and our ${TERMS_LINK}. Please read them before
you buy or bid; by purchasing you accept them. This page is at <a href="/app/drop-rules/${key}">/drop-rules/${key}</a>.</p>
<h2>Timing</h2>
<ul>
<li>The drop opens on ${new Date(drop.featureAt).toUTCString()}${
    drop.featureUntil
      ? ` and closes on ${new Date(drop.featureUntil).toUTCString()}`
      : ' and stays open until sold out'
  }.</li>
<li>Items are sold first come, first served${drop.needsWaitingRoom ? ', through a waiting room that opens 15 minutes early' : ''}.</li>
</ul>
<h2>Purchase limits</h2>
<ol>
<li>${price ? `Packs start at ${price}. ` : ''}Each account may buy at most 10 packs and win at most 3 auctions.</li>
<li>Automated purchasing, multiple accounts and reselling places in a queue are not allowed and void the order.</li>
<li>All sales are final once the NFTs are delivered to your collection.</li>
</ol>
<h2>Ownership</h2>
<p>You own the NFT, not the underlying copyright: ${drop.artist.name} keeps every right in the artwork and grants you
a licence to display it for personal, non-commercial use. Resale is allowed on the marketplace, where the artist
receives a royalty on every sale.</p>
<p>Need help? Contact ${SUPPORT}.</p>`;
}

const privacyPolicy = `<h1>Privacy Policy</h1>
<p>This policy explains what personal data we collect when you use the marketplace, why we collect it and the choices
you have. It applies together with our ${TERMS_LINK}.</p>
<h2>Data we collect</h2>
<ul>
<li><strong>Account data:</strong> e-mail address, username, phone number and password (stored only as a hash).</li>
<li><strong>Verification data:</strong> the result of identity checks run by our verification partner.</li>
<li><strong>Payment data:</strong> card details are tokenized by our payment processor; we never see or store full
card numbers.</li>
<li><strong>Usage data:</strong> pages visited, device and browser information, used to keep the service secure.</li>
</ul>
<h2>How we use it</h2>
<ol>
<li>To run your account, process purchases, bids, offers and withdrawals.</li>
<li>To prevent fraud and meet our legal obligations (for example anti-money-laundering checks).</li>
<li>To send receipts and, if you opt in, news about drops. You can turn notifications off in your
<a href="/app/account/settings">account settings</a>.</li>
</ol>
<h2>Sharing</h2>
<p>We share data only with the providers that help us run the service (payments, identity checks, e-mail delivery)
and when the law requires it. We never sell your personal data.</p>
<h2>Your rights</h2>
<p>You may ask for a copy of your data, its correction or its deletion by writing to ${SUPPORT}. We answer within 30
days.</p>`;

const termsOfService = `<h1>Terms of Service</h1>
<p>Welcome. These terms govern your use of the marketplace and drop platform. By creating an account you agree to
them and to our ${PRIVACY_LINK}.</p>
<h2>1. Your account</h2>
<ul>
<li>You must be at least 21 years old and able to enter a binding contract.</li>
<li>Keep your password and two-factor codes secret; you are responsible for activity on your account.</li>
</ul>
<h2>2. Buying, bidding and selling</h2>
<ol>
<li>Prices are shown in US dollars; crypto equivalents are estimates at the current rate.</li>
<li>Bids and offers are binding. Drop and auction rules, such as the
<a href="/app/drop-rules/${PREMIUM_BIDDING_TERMS_KEY}">premium bidding terms</a>, apply in addition to these terms.</li>
<li>When you resell an NFT the artist receives a royalty and the platform a fee, both shown before you confirm.</li>
</ol>
<h2>3. Withdrawals and exports</h2>
<p>Marketplace credit may be withdrawn once the waiting period has passed. NFTs may be exported to a wallet you
control; exports are irreversible.</p>
<h2>4. Termination</h2>
<p>We may suspend accounts that break these terms, for example by using bots or stolen payment methods.</p>
<h2>5. Contact</h2>
<p>Questions about these terms? Write to ${SUPPORT}.</p>`;

const about = `<h1>About Us</h1>
<p>We are a marketplace for digital collectibles in music, sports and lifestyle. Artists, athletes and brands drop
limited collections here, and fans collect, trade and gift them.</p>
<h2>What makes us different</h2>
<ul>
<li><strong>Pay your way:</strong> card, marketplace credit or crypto, with zero gas fees.</li>
<li><strong>Vault content:</strong> many NFTs unlock extras such as unreleased tracks and behind-the-scenes video.</li>
<li><strong>Fair drops:</strong> waiting rooms and purchase limits so real fans get a fair chance.</li>
</ul>
<h2>Get started</h2>
<ol>
<li>Browse the <a href="/app/drops">latest drops</a>.</li>
<li>Create an account and verify your e-mail.</li>
<li>Buy a pack, bid on an auction or make an offer on the <a href="/app/marketplace">marketplace</a>.</li>
</ol>
<p>Want to drop with us? Contact ${SUPPORT}.</p>`;

/** Every terms key used by a drop or an auction gets its page; premiumbiddingterms always exists. */
export function buildCmsPages(time: Timeline, drops: DropRecord[], termsKeys: string[]): CmsPageRecord[] {
  const updatedAt = time.at(-30 * DAYS);
  const rulesKeys = [...new Set(termsKeys)].filter((key) => key !== PREMIUM_BIDDING_TERMS_KEY);
  const rulesPages = rulesKeys.map((key): CmsPageRecord => {
    const drop = drops.find((candidate) => candidate.termsKey === key);
    if (!drop) throw new Error(`Terms key ${key} belongs to no demo drop`);
    return { key, title: `${drop.title} Drop Rules`, html: dropRules(drop, key), updatedAt };
  });
  const pages: CmsPageRecord[] = [
    { key: PREMIUM_BIDDING_TERMS_KEY, title: 'Premium Bidding Terms', html: premiumBiddingTerms, updatedAt },
    ...rulesPages,
    { key: 'privacy-policy', title: 'Privacy Policy', html: privacyPolicy, updatedAt },
    { key: 'terms-of-service', title: 'Terms of Service', html: termsOfService, updatedAt },
    { key: 'about', title: 'About Us', html: about, updatedAt },
  ];
  // Stored as the sanitizer writes it, like every editorial page.
  return pages.map((page) => ({ ...page, html: sanitizeHtml(page.html) }));
}
