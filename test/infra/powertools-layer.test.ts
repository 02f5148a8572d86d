import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { powertoolsLayerParameter, powertoolsVersion } from '../../infra/constructs/powertools-layer';
import { synthesize } from './synth';
import { type Json, resourcesOf, resourcesOfType } from './template';

const { template } = synthesize();
const parameters: Record<string, { Type: string; Default: string }> = template.toJSON().Parameters;
const powertoolsParameters = Object.entries(parameters).filter(([, parameter]) =>
  parameter.Default.startsWith('/aws/service/powertools/'),
);

describe('Powertools layer', () => {
  it('is the release installed, which package.json pins for logger, metrics and tracer', () => {
    const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const name of ['logger', 'metrics', 'tracer'])
      expect(dependencies[`@aws-lambda-powertools/${name}`]).toBe(powertoolsVersion());
    expect(powertoolsLayerParameter()).toBe(
      `/aws/service/powertools/typescript/generic/all/${powertoolsVersion()}`,
    );
  });

  it("resolves the layer's ARN from AWS's public parameter of that release, once for the stack", () => {
    expect(powertoolsParameters).toEqual([
      [
        expect.any(String),
        { Type: 'AWS::SSM::Parameter::Value<String>', Default: powertoolsLayerParameter() },
      ],
    ]);
  });

  it('is on every Lambda', () => {
    const functions = resourcesOfType(template, 'AWS::Lambda::Function');
    expect(functions.length).toBeGreaterThan(10);
    const [[parameterId]] = powertoolsParameters as [[string, unknown]];
    const without = functions
      .filter(
        ([, fn]) => !(fn.Properties.Layers as Json[] | undefined)?.some((layer) => layer.Ref === parameterId),
      )
      .map(([id]) => id);
    expect(without).toEqual([]);
    expect(Object.keys(resourcesOf(template))).not.toContain(parameterId);
  });
});
