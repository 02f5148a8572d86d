import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUNDLE_BUDGET_BYTES,
  type BundleReport,
  budgetFailures,
  buildBundles,
  formatReport,
  lambdaEntries,
  removeBundles,
} from '../../scripts/bundle-size';

/**
 * Issue 12, point 5: every Lambda the stack defines (whatever entries exist when the test runs), built with the
 * stack's own esbuild options, stays within 250 KB of minified JavaScript.
 */
describe('Lambda bundle budget', () => {
  let reports: BundleReport[] = [];

  beforeAll(async () => {
    reports = await buildBundles(lambdaEntries());
  });
  afterAll(() => removeBundles(reports));

  it('builds a bundle for every function of the stack', () => {
    expect(reports.length).toBeGreaterThan(10);
    expect(reports.map((report) => report.entry)).toContain('functions/api/auth/handler.ts');
  });

  it(`keeps every bundle within ${BUNDLE_BUDGET_BYTES / 1000} KB minified`, () => {
    const failures = budgetFailures(reports);
    // The whole report with what weighs most in each offender, so the failure says where the bytes come from.
    const message = `Over budget:\n${formatReport(failures, undefined, { top: true })}`;
    expect(
      failures.map((report) => report.entry),
      message,
    ).toEqual([]);
  });

  const inputsOf = (report: BundleReport) =>
    Object.keys(Object.values(report.metafile.outputs).find((o) => o.entryPoint)?.inputs ?? {});

  it("bundles zod/mini, never zod's classic API (its methods do not tree-shake: about 66 KB a bundle)", () => {
    const classic = reports.filter((report) =>
      inputsOf(report).some((input) => input.includes('/zod/v4/classic/')),
    );
    expect(classic.map((report) => report.entry)).toEqual([]);
  });

  it('leaves the AWS SDK to the runtime, Powertools to its layer and bundles no web or seed code', () => {
    const inputs = reports.flatMap(inputsOf);
    expect(inputs.filter((input) => /node_modules\/@(aws-sdk|smithy)\//.test(input))).toEqual([]);
    expect(
      inputs.filter((input) => /node_modules\/(@aws-lambda-powertools|aws-xray-sdk-core)\//.test(input)),
    ).toEqual([]);
    expect(inputs.filter((input) => /^(web|scripts)\//.test(input))).toEqual([]);
  });

  it('starts every bundle with the AWS deps, which getDeps makes on first use', () => {
    const withoutAwsDeps = reports.filter(
      (report) => !inputsOf(report).includes('functions/lib/aws-deps.ts'),
    );
    expect(withoutAwsDeps.map((report) => report.entry)).toEqual([]);
  });

  it('imports Powertools in every bundle, from the layer the stack adds to every function', () => {
    const importsPowertools = (report: BundleReport) =>
      Object.values(report.metafile.outputs)
        .find((o) => o.entryPoint)
        ?.imports.some((i) => i.external && i.path.startsWith('@aws-lambda-powertools/'));
    expect(reports.filter((report) => !importsPowertools(report)).map((report) => report.entry)).toEqual([]);
  });
});
