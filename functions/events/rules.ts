import type { EventType } from './catalog';
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
];
