import { readFileSync } from 'node:fs';
import { Stack } from 'aws-cdk-lib';
import { type ILayerVersion, LayerVersion } from 'aws-cdk-lib/aws-lambda';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';

/**
 * The installed Powertools version, read at synth time: the layer every Lambda runs on is the release the code is
 * tested with (package.json pins logger, metrics and tracer to it; commons comes with them), so the two never drift.
 */
export const powertoolsVersion = (): string => {
  const manifest = new URL('../../node_modules/@aws-lambda-powertools/commons/package.json', import.meta.url);
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
};

/** AWS's public SSM parameter holding, in each region, the ARN of the Powertools layer of one release. */
export const powertoolsLayerParameter = (version = powertoolsVersion()) =>
  `/aws/service/powertools/typescript/generic/all/${version}`;

/**
 * The official Powertools for AWS Lambda (TypeScript) layer: Logger, Metrics, Tracer and aws-xray-sdk-core, which
 * the bundles leave external (`lambdaBundling.externalModules`). One per stack, shared by its functions.
 */
export function powertoolsLayer(scope: Construct): ILayerVersion {
  const stack = Stack.of(scope);
  const id = 'PowertoolsLayer';
  return (
    (stack.node.tryFindChild(id) as ILayerVersion | undefined) ??
    LayerVersion.fromLayerVersionArn(
      stack,
      id,
      StringParameter.valueForStringParameter(stack, powertoolsLayerParameter()),
    )
  );
}
