import { Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi, WebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  type BehaviorOptions,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../../functions/lib/client-address';
import { LIVE_PATH } from '../../shared/api/live';
import { OPENAPI_CACHE_CONTROL, OPENAPI_DOCUMENT_PATH, openApiDocument } from '../../shared/api/openapi';
import {
  APP_FRAMED_PATHS,
  appSecurityHeaders,
  type Framing,
  resourceSecurityHeaders,
} from '../../shared/http/security-headers';
import { liveRoutingCode } from './live-updates';
import { securityHeadersPolicy } from './security-headers';
import { viewerRoutingCode } from './viewer-routing';

/** Where media objects are served; their keys in the media bucket start with 'media/' too. */
export const MEDIA_PATH = '/media';

export interface WebHostingProps {
  httpApi: HttpApi;
  /** The live-updates WebSocket API, reached at LIVE_PATH (same origin: no other host for the CSP to allow). */
  liveApi: WebSocketApi;
  /** Created by the stack, since workflows write media (reports) into it too. */
  mediaBucket: Bucket;
  /**
   * The web build (web/dist); when absent the buckets and distribution exist but nothing is uploaded (neither the
   * app nor the OpenAPI document, which deploys with it).
   */
  webAssetsPath?: string;
  /**
   * Sent to the API with every request (x-origin-verify): only then does the API take the viewer's address from
   * CloudFront-Viewer-Address, which the API behavior's origin request policy forwards with the CloudFront headers.
   */
  originVerifySecret?: string;
}

export const privateBucket = (scope: Construct, id: string) =>
  new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
  });

/**
 * CloudFront keeps an API answer only as long as its own Cache-Control says (min and default TTL 0): answers say
 * no-store, except the public catalog reads (routes marked `cache`), which say `public, max-age=15` to a visitor
 * and, on a 'public' route, `private` to a caller with a token. The web sends a 'shared' route's reads (the drops
 * list, a drop) without the token, so visitors and signed-in users share one kept answer. The ceiling bounds a
 * public answer's max-age (and lets CloudFront compress, which it refuses when every TTL is 0). The key holds
 * everything an answer depends on, and keying on Authorization is also what forwards it on GET, so one caller's
 * answer is never served to another.
 */
const apiCachePolicy = (scope: Construct) =>
  new CachePolicy(scope, 'ApiCachePolicy', {
    comment: 'API: as the origin Cache-Control says (public catalog reads only), compressed',
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: Duration.seconds(60),
    headerBehavior: CacheHeaderBehavior.allowList('Authorization'),
    cookieBehavior: CacheCookieBehavior.all(),
    queryStringBehavior: CacheQueryStringBehavior.all(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });

/**
 * One origin for everything the browser loads: the SPA from the web bucket (/app/*), media from the media
 * bucket (/media/*) and the HTTP API (/api/*), but for the API's OpenAPI document, a file of the web bucket.
 * Buckets stay private and are read through origin access control.
 */
export class WebHosting extends Construct {
  readonly distribution: Distribution;

  constructor(
    scope: Construct,
    id: string,
    { httpApi, liveApi, mediaBucket, webAssetsPath, originVerifySecret }: WebHostingProps,
  ) {
    super(scope, id);
    const webBucket = privateBucket(this, 'WebBucket');
    const viewerRouting = new CloudFrontFunction(this, 'ViewerRouting', {
      code: FunctionCode.fromInline(viewerRoutingCode),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Redirects / to /app and serves index.html for client-side routes',
    });
    const stack = Stack.of(this);
    const apiOrigin = new HttpOrigin(`${httpApi.httpApiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      ...(originVerifySecret && { customHeaders: { [ORIGIN_VERIFY_HEADER]: originVerifySecret } }),
    });

    // Every behavior compresses (JS, CSS, JSON: brotli or gzip as the browser accepts) and sends the shared
    // security headers (shared/http/security-headers.ts), with HSTS.
    const resourceHeaders = securityHeadersPolicy(this, 'ResourceHeaders', resourceSecurityHeaders);
    const webOrigin = S3BucketOrigin.withOriginAccessControl(webBucket);
    const app = (framing: Framing): BehaviorOptions => ({
      origin: webOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      compress: true,
      functionAssociations: [{ function: viewerRouting, eventType: FunctionEventType.VIEWER_REQUEST }],
      responseHeadersPolicy: securityHeadersPolicy(
        this,
        framing === 'none' ? 'AppHeaders' : 'FramedAppHeaders',
        appSecurityHeaders('aws', framing),
      ),
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Web app, media and API',
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultBehavior: app('none'),
      additionalBehaviors: {
        ...Object.fromEntries(APP_FRAMED_PATHS.map((path) => [path, app('self')])),
        // Before /api/*: the OpenAPI document is a file in the web bucket (see shared/api/openapi.ts).
        [OPENAPI_DOCUMENT_PATH]: {
          origin: webOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          compress: true,
          responseHeadersPolicy: resourceHeaders,
        },
        // Before /api/*: the WebSocket upgrade goes to the live-updates API, at its stage's path.
        [LIVE_PATH]: {
          origin: new HttpOrigin(`${liveApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          compress: true,
          responseHeadersPolicy: resourceHeaders,
          functionAssociations: [
            {
              function: new CloudFrontFunction(this, 'LiveRouting', {
                code: FunctionCode.fromInline(liveRoutingCode),
                runtime: FunctionRuntime.JS_2_0,
                comment: 'Sends /api/live to the WebSocket API stage',
              }),
              eventType: FunctionEventType.VIEWER_REQUEST,
            },
          ],
        },
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: apiCachePolicy(this),
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          compress: true,
          responseHeadersPolicy: resourceHeaders,
        },
        [`${MEDIA_PATH}/*`]: {
          origin: S3BucketOrigin.withOriginAccessControl(mediaBucket),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          compress: true,
          responseHeadersPolicy: resourceHeaders,
        },
      },
    });

    if (webAssetsPath) {
      new BucketDeployment(this, 'WebDeployment', {
        sources: [Source.asset(webAssetsPath)],
        destinationBucket: webBucket,
        destinationKeyPrefix: 'app/',
        distribution: this.distribution,
        distributionPaths: ['/app/*'],
      });
      // Generated from the contract at synth; its key is the path, and the prefix keeps each deployment's pruning
      // to its own folder.
      new BucketDeployment(this, 'ApiDocumentDeployment', {
        sources: [Source.jsonData('openapi.json', openApiDocument())],
        destinationBucket: webBucket,
        destinationKeyPrefix: 'api/',
        contentType: 'application/json',
        cacheControl: [CacheControl.fromString(OPENAPI_CACHE_CONTROL)],
        distribution: this.distribution,
        distributionPaths: [OPENAPI_DOCUMENT_PATH],
      });
    }
  }
}
