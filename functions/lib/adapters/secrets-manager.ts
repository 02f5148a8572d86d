/** A secret's value from Secrets Manager, fetched once per cold start (the promise is kept, not the call). */
export function secretsManagerValue(secretArn: string, region: string): () => Promise<string> {
  let value: Promise<string> | undefined;
  return () => {
    // The client module loads when first used, not when the Lambda starts (as in ./aws.ts).
    value ??= import('@aws-sdk/client-secrets-manager')
      .then(({ GetSecretValueCommand, SecretsManagerClient }) =>
        new SecretsManagerClient({ region }).send(new GetSecretValueCommand({ SecretId: secretArn })),
      )
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
