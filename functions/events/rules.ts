import { nudgingEventTypes } from '../domain/live/channels';
import type { EventType } from './catalog';
import { notifyingEventTypes } from './notification-requests';
import type { QueueName } from './queues';

/** EventBridge rules, defined once: infra creates them on the bus; the local bus matches them in process. */
export interface RuleDefinition {
  name: string;
  description: string;
  pattern: { 'detail-type': EventType[] };
  queue: QueueName;
}

export const rules: RuleDefinition[] = [
  {
    name: 'email-subscribed-to-mailer',
    description: 'Confirms a newsletter subscription by e-mail',
    pattern: { 'detail-type': ['EmailSubscribed'] },
    queue: 'mailer',
  },
  {
    name: 'account-codes-to-mailer',
    description: 'Sends the e-mail verification and password reset links and the one-time codes',
    pattern: {
      'detail-type': [
        'EmailVerificationRequested',
        'OneTimeCodeIssued',
        'EmailChangeRequested',
        'PasswordResetRequested',
      ],
    },
    queue: 'mailer',
  },
  {
    name: 'notifications-to-mailer',
    description: "E-mails a notification when the user's e-mail flag for its topic is on",
    pattern: { 'detail-type': notifyingEventTypes },
    queue: 'mailer',
  },
  {
    name: 'notifications-to-inbox',
    description: "Stores a notification in the user's inbox when the in-app flag for its topic is on",
    pattern: { 'detail-type': notifyingEventTypes },
    queue: 'inbox',
  },
  {
    name: 'market-activity-to-market',
    description:
      "Keeps each NFT's and collection's stats, activity feed and price history from the market's events",
    pattern: { 'detail-type': ['MarketActivity'] },
    queue: 'market',
  },
  {
    name: 'market-activity-to-offers',
    description:
      "Ends the open offers on an item that changed hands and tells offer makers of the item's listing and price",
    pattern: { 'detail-type': ['MarketActivity'] },
    queue: 'offers',
  },
  {
    name: 'gift-invitations-to-mailer',
    description: 'Invites the receiver of a gift to sign up with the address it was sent to',
    pattern: { 'detail-type': ['GiftInvitationRequested'] },
    queue: 'mailer',
  },
  {
    name: 'withdrawal-reversals-to-mailer',
    description: 'Tells the owner of a failed or returned withdrawal that the money is back',
    pattern: { 'detail-type': ['WithdrawalReversed'] },
    queue: 'mailer',
  },
  {
    name: 'pass-raffle-winners-to-mailer',
    description: "Tells the pass allowlist raffle's winners they are on the allowlist",
    pattern: { 'detail-type': ['PassRaffleWon'] },
    queue: 'mailer',
  },
  {
    name: 'live-nudges-to-live',
    description: 'Nudges the live-update sockets listening to what an event changed',
    pattern: { 'detail-type': nudgingEventTypes },
    queue: 'live',
  },
  {
    name: 'email-verified-to-gifts',
    description: 'Delivers the gifts waiting for an e-mail address once an account verifies it',
    pattern: { 'detail-type': ['EmailVerified'] },
    queue: 'gifts',
  },
];
