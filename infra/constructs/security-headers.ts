import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { HSTS_MAX_AGE_SECONDS, type SecurityHeaders } from '../../shared/http/security-headers';

const referrerPolicies: Record<SecurityHeaders['referrerPolicy'], HeadersReferrerPolicy> = {
  'strict-origin-when-cross-origin': HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
};

/** A CloudFront response headers policy sending the shared security headers, plus HSTS (AWS is https only). */
export const securityHeadersPolicy = (scope: Construct, id: string, headers: SecurityHeaders) =>
  new ResponseHeadersPolicy(scope, id, {
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: headers.contentSecurityPolicy, override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption[headers.frameOptions], override: true },
      referrerPolicy: { referrerPolicy: referrerPolicies[headers.referrerPolicy], override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
        includeSubdomains: true,
        override: true,
      },
    },
  });
