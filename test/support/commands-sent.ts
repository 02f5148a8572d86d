import type { Deps } from '../../functions/lib/deps';

type SentInput = {
  Key?: { sk?: string };
  RequestItems?: Record<string, { Keys: { sk: string }[] }>;
};

/** The entities of a batch's keys in order, a run of one entity counted (`DROP NFT×2 STOCK×16`). */
function batchEntities(input: SentInput): string {
  const entities = Object.values(input.RequestItems ?? {}).flatMap(({ Keys }) =>
    Keys.map((key) => key.sk.split('#')[0]),
  );
  const runs: { entity: string | undefined; count: number }[] = [];
  for (const entity of entities) {
    const last = runs.at(-1);
    if (last !== undefined && last.entity === entity) last.count++;
    else runs.push({ entity, count: 1 });
  }
  return runs.map(({ entity, count }) => (count > 1 ? `${entity}×${count}` : entity)).join(' ');
}

/**
 * The commands sent to the table until `stop`, each as its name and the entities of its keys (`GetCommand PACK`,
 * `BatchGetCommand PACK PURCHASE`), and as sent.
 */
export function commandsSent(deps: Deps) {
  const names: string[] = [];
  const commands: { input?: unknown }[] = [];
  const client = deps.db.client as unknown as { send: (command: object) => Promise<unknown> };
  const send = client.send;
  client.send = (command) => {
    const input = (command as { input?: SentInput }).input ?? {};
    const keys = input.RequestItems ? batchEntities(input) : (input.Key?.sk?.split('#')[0] ?? '');
    names.push(`${command.constructor.name} ${keys}`.trim());
    commands.push(command);
    return send.call(client, command);
  };
  const stop = () => {
    client.send = send;
  };
  return { names, commands, stop };
}

/** The commands `call` sends to the table (commandsSent around it), with its answer. */
export async function commandsDuring<T>(
  deps: Deps,
  call: () => Promise<T>,
): Promise<{ answer: T; names: string[]; commands: { input?: unknown }[] }> {
  const sent = commandsSent(deps);
  try {
    return { answer: await call(), names: sent.names, commands: sent.commands };
  } finally {
    sent.stop();
  }
}

/** Whether `command` is a transaction writing an item whose partition key starts with `pkPrefix`. */
export const transactsOn = (pkPrefix: string) => (command: { input?: unknown }) =>
  (
    (command.input as { TransactItems?: Record<string, { Key?: { pk?: string }; Item?: { pk?: string } }>[] })
      ?.TransactItems ?? []
  ).some((item) =>
    Object.values(item).some((op) => String(op.Key?.pk ?? op.Item?.pk ?? '').startsWith(pkPrefix)),
  );
