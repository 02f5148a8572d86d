import { App, type CfnElement, type NestedStack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { PlatformStack, type PlatformStackProps } from '../../infra/platform-stack';
import { type Json, resourcesOf } from './template';

/**
 * Synthesizes the stack without bundling (fast). `validate` also runs CDK's CloudFormation schema check and
 * fails on its findings; it costs a few seconds, so only the main template pays for it.
 */
export function synthesize(props: PlatformStackProps = {}, { validate = false } = {}) {
  const app = new App({
    context: {
      'aws:cdk:bundling-stacks': [],
      '@aws-cdk/core:validateAgainstDefaultRules': validate,
    },
    builtinCloudFormationValidation: validate,
  });
  const stack = new PlatformStack(app, 'Platform', props);
  return { stack, template: Template.fromStack(stack) };
}

/** The template's logical id of a construct's CloudFormation resource. */
export const logicalId = (construct: IConstruct): string =>
  PlatformStack.of(construct).resolve((construct.node.defaultChild as CfnElement).logicalId);

/**
 * A nested stack's template with each parameter replaced by the value its parent passes (`{ Ref: <parent id> }`,
 * `Fn::GetAtt`...), so references to the parent's resources name their logical ids in `parent`, as they would in
 * one template.
 */
export function nestedTemplate(parent: Template, nested: NestedStack): Template {
  const resourceId = PlatformStack.of(nested.nestedStackParent!).resolve(
    nested.nestedStackResource!.logicalId,
  );
  const parameters: Record<string, Json> = resourcesOf(parent)[resourceId]?.Properties.Parameters ?? {};
  const inline = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(inline);
    if (!value || typeof value !== 'object') return value;
    if (typeof value.Ref === 'string' && value.Ref in parameters) return parameters[value.Ref];
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, inline(child)]));
  };
  const { Parameters: _passed, ...template } = Template.fromStack(nested).toJSON();
  return Template.fromJSON(inline(template));
}
