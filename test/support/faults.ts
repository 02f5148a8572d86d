import type { Db } from '../../functions/data/db';

type TransactItems = { [kind: string]: { Key?: { pk?: string }; Item?: { pk?: string } } }[];

/** Whether a command is a TransactWriteItems with a `kind` (Put, Update, ...) of an item whose pk starts so. */
export const writesTo =
  (kind: 'Put' | 'Update', pkPrefix: string) =>
  (command: { input?: unknown }): boolean => {
    const items = (command.input as { TransactItems?: TransactItems } | undefined)?.TransactItems ?? [];
    return items.some((item) => {
      const pk = item[kind]?.Key?.pk ?? item[kind]?.Item?.pk;
      return typeof pk === 'string' && pk.startsWith(pkPrefix);
    });
  };

/**
 * The table as a process that dies at one write sees it: the first command matching `matches` fails, either
 * before it reaches the table ('before') or once it was written ('after', the answer lost). Later commands pass.
 */
export function crashingDb(
  db: Db,
  matches: (command: { input?: unknown }) => boolean,
  when: 'before' | 'after',
): Db {
  let crashed = false;
  const send = db.client.send.bind(db.client) as (command: unknown) => Promise<unknown>;
  const client = Object.create(db.client, {
    send: {
      value: async (command: { input?: unknown }) => {
        if (crashed || !matches(command)) return send(command);
        crashed = true;
        if (when === 'after') await send(command);
        throw new Error(`injected crash ${when} ${JSON.stringify(command.input).slice(0, 80)}`);
      },
    },
  });
  return { ...db, client };
}
