import { ConflictError, NotYetError } from '../../lib/errors';

/** open-vault on an item whose NFT has no vault content. */
export class NoVaultContentError extends ConflictError {
  constructor() {
    super('This NFT has no vault content.', 'no_vault_content');
  }
}

/** Vault media asked for before the owner opened the vault. */
export class VaultUnopenedError extends ConflictError {
  constructor() {
    super('Open the vault to see its content.', 'vault_unopened');
  }
}

/** Vault media asked for within the 5 s of the opening: `available_at` says when it completes. */
export class VaultOpeningError extends NotYetError {
  constructor(availableAt: Date, waitMs: number) {
    super('The vault is opening.', 'vault_opening', availableAt, waitMs);
  }
}
