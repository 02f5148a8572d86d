import { App, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { PlatformStack, type PlatformStackProps } from '../../infra/platform-stack';

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
