import type { CmsPageRecord } from '../../../functions/data/cms-page';
import type { DropRecord } from '../../../functions/data/drop';
import { centsToUsd } from '../../../functions/domain/money';
import { sanitizeHtml } from '../../../functions/domain/sanitize-html';
import { DAYS, type Timeline } from './timeline';

/**
 * Editorial pages of the demo: premium bidding terms, a rules page per drop with terms and their index, the FAQ
 * and the legal pages. A page's title is its heading, so the HTML starts below it.
 */

const SUPPORT = '<a href="mailto:support@collectibles.example">support@collectibles.example</a>';
const TERMS_LINK = '<a href="/app/terms-of-service">Terms of Service</a>';
const PRIVACY_LINK = '<a href="/app/privacy-policy">Privacy Policy</a>';

const PREMIUM_BIDDING_TERMS_KEY = 'premiumbiddingterms';

const premiumBiddingTerms = `<p>These terms apply to premium and pre-qualified auctions on the platform, in addition to our ${TERMS_LINK}. By ticking
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
  return `<p>${drop.title} by ${drop.artist.name} is sold under these rules and our ${TERMS_LINK}. Please read them before
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

const privacyPolicy = `<p>This policy explains what personal data we collect when you use the marketplace, why we collect it and the choices
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

const termsOfService = `<p>Welcome. These terms govern your use of the marketplace and drop platform. By creating an account you agree to
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

const about = `<p>We are a marketplace for digital collectibles in music, sports and lifestyle. Artists, athletes and brands drop
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

/** /tezos: the chain most of the catalogue is minted on (part 1 §2 'Tezos info'). */
const tezos = `<p>Most NFTs on the marketplace are minted on Tezos, with others on Polygon and Ethereum. Here is what that
means for you.</p>
<h2>About Tezos</h2>
<p>Tezos is an open-source, proof-of-stake blockchain launched in 2018. Its holders vote on upgrades, so the network
improves itself without splitting into rival chains, and its native coin is tez (XTZ).</p>
<h2>Why Tezos</h2>
<ul>
<li><strong>Energy efficient:</strong> proof of stake uses a tiny fraction of the energy of proof-of-work chains.</li>
<li><strong>Low fees:</strong> minting and transferring cost a fraction of a cent, and you pay no gas on purchases
here.</li>
<li><strong>Built to last:</strong> on-chain governance upgrades the protocol without forks.</li>
</ul>
<h2>NFTs on Tezos</h2>
<p>Our Tezos NFTs follow the FA2 token standard, so they work with Tezos wallets and marketplaces. Each edition has its
own token; you can see its contract and token address on the item's page under Blockchain info. About 30 days after
purchase you may <a href="/app/account/my-collection">export an NFT</a> to a Tezos wallet you control (a tz1, tz2,
tz3 or KT1 address).</p>
<p>Questions about Tezos NFTs? Contact ${SUPPORT}.</p>`;

/** /vault (behind the 21+ age gate): what vault content is (part 1 §2 'vault content'). */
const vault = `<p>Many NFTs here come with vault content: extras that only the owner of an edition can open.</p>
<h2>What is in a vault</h2>
<ul>
<li><strong>Images:</strong> cover art, wallpapers and certificates of authenticity.</li>
<li><strong>Audio:</strong> unreleased takes and demos.</li>
<li><strong>Video:</strong> behind-the-scenes and making-of clips.</li>
</ul>
<h2>How to open it</h2>
<ol>
<li>Look for 'Includes Vault Content' or 'Limited Vault Content' on an NFT.</li>
<li>Once you own an edition, open it from <a href="/app/account/my-collection">My Collection</a> and choose Open
Vault.</li>
<li>Your content is yours to enjoy privately, under the terms linked to each piece.</li>
</ol>
<p>Questions? Contact ${SUPPORT}.</p>`;

/** /drop-rules without a key: the rules every drop follows, then a link to each drop's own rules. */
function dropRulesIndex(rulesPages: CmsPageRecord[]): string {
  const links = rulesPages.map((page) => `<li><a href="/app/drop-rules/${page.key}">${page.title}</a></li>`);
  return `<p>Every drop is sold under these rules and our ${TERMS_LINK}. A drop with rules of its own lists them on
its page below; where they differ, the drop's own rules apply.</p>
<h2>Rules for every drop</h2>
<ol>
<li>Packs and auctions open at the time shown on the drop and sell first come, first served until sold out or
closed.</li>
<li>Each account may buy a limited number of packs and editions per drop; the limit is shown on the drop.</li>
<li>One account per person. Automated purchasing, multiple accounts and reselling places in a queue void the
order.</li>
<li>All sales are final once the NFTs are delivered to your collection.</li>
</ol>
<h2>Rules by drop</h2>
<ul>
${links.join('\n')}
</ul>
<h2>Auctions</h2>
<p>Premium and pre-qualified auctions also follow the
<a href="/app/drop-rules/${PREMIUM_BIDDING_TERMS_KEY}">Premium Bidding Terms</a>.</p>
<p>Questions? Contact ${SUPPORT}.</p>`;
}

const faq = `<h2>Drops and packs</h2>
<h3>What is a drop?</h3>
<p>A drop is a limited release of NFTs by an artist, athlete or brand. It opens at the time shown on its card and
sells packs and auctions until it is sold out or closed. Read the <a href="/app/drop-rules">drop rules</a> before you
buy.</p>
<h3>What is in a pack?</h3>
<p>A pack holds a set number of NFTs drawn from the drop's tiers. After checkout the pack is revealed and its NFTs
appear in <a href="/app/account/my-collection">My Collection</a>.</p>
<h3>Why do I wait in a queue?</h3>
<p>Busy drops open through a waiting room: everyone who joins before the start gets a random place, and buyers are
let in a round at a time so that real fans get a fair chance.</p>
<h2>Auctions</h2>
<h3>How does bidding work?</h3>
<p>Bid at least the minimum winning bid. Your card is authorized, not charged, when you bid, and released if you are
outbid. Winners are charged when the auction closes; winners of pre-qualified auctions pay within 24 hours.</p>
<h2>Paying</h2>
<h3>How can I pay?</h3>
<p>By card, prepaid USD balance, marketplace credit or crypto (BTC, ETH, XTZ, USDC and MATIC), with zero gas fees on
purchases. Add a card under <a href="/app/account/payment-methods">Payment Methods</a>.</p>
<h3>My card was declined. What now?</h3>
<p>Check the card details or use another card. After 5 declines a card is paused for a while to protect you; contact
${SUPPORT} if that happens.</p>
<h2>Your NFTs</h2>
<h3>Can I sell or export my NFTs?</h3>
<p>Resell them on the <a href="/app/marketplace">marketplace</a>, where the artist receives a royalty on every sale.
Exports to your own wallet open about 30 days after purchase and take 2 to 7 business days.</p>
<h3>How do I withdraw my marketplace credit?</h3>
<p>By bank transfer (US only, 2 - 3 business days) or in crypto (1 - 2 business days). The minimum is $10, and the
first withdrawal waits 14 days.</p>
<h2>Your account</h2>
<h3>Who can join?</h3>
<p>Anyone 21 or older. Some content is age-gated and asks for your date of birth.</p>
<h3>How do I keep my account safe?</h3>
<p>Verify your e-mail and choose a second factor (SMS or an authenticator app) in
<a href="/app/account/settings">account settings</a>.</p>
<p>Anything else? Write to ${SUPPORT}.</p>`;

const contact = `<p>We answer every message within one business day, 7 days a week.</p>
<h2>Orders, payments and withdrawals</h2>
<p>Write to ${SUPPORT} with your username and, for an order, the date and amount shown in your
<a href="/app/account/order-history">order history</a>. Never send us a full card number.</p>
<h2>Account and security</h2>
<p>Locked out, or think someone else used your account? Write to ${SUPPORT} from the e-mail address on the account.</p>
<h2>Artists and press</h2>
<p>Drop partnerships and press: <a href="mailto:partners@collectibles.example">partners@collectibles.example</a>.</p>`;

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
    { key: 'drop-rules', title: 'Drop Rules', html: dropRulesIndex(rulesPages), updatedAt },
    { key: 'faq', title: 'Frequently Asked Questions', html: faq, updatedAt },
    { key: 'contact', title: 'Contact Us', html: contact, updatedAt },
    { key: 'privacy-policy', title: 'Privacy Policy', html: privacyPolicy, updatedAt },
    { key: 'terms-of-service', title: 'Terms of Service', html: termsOfService, updatedAt },
    { key: 'about', title: 'About Us', html: about, updatedAt },
    { key: 'tezos', title: 'Tezos', html: tezos, updatedAt },
    { key: 'vault', title: 'A WORLD OF POSSIBILITIES', html: vault, updatedAt },
  ];
  // Stored as the sanitizer writes it, like every editorial page.
  return pages.map((page) => ({ ...page, html: sanitizeHtml(page.html) }));
}
