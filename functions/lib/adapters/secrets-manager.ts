import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/** A secret's value from Secrets Manager, fetched once per cold start (the promise is kept, not the call). */
export function secretsManagerValue(secretArn: string, region: string): () => Promise<string> {
  let value: Promise<string> | undefined;
  return () => {
    value ??= new SecretsManagerClient({ region })
      .send(new GetSecretValueCommand({ SecretId: secretArn }))
      .then((answer) => {
        if (!answer.SecretString) throw new Error(`Secret ${secretArn} has no string value`);
        return answer.SecretString;
      })
      .catch((error: unknown) => {
        value = undefined;
        throw error;
      });
    return value;
  };
}
