import { Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
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
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { viewerRoutingCode } from './viewer-routing';

/** Where media objects are served; their keys in the media bucket start with 'media/' too. */
export const MEDIA_PATH = '/media';

export interface WebHostingProps {
  httpApi: HttpApi;
  /** Created by the stack, since workflows write media (reports) into it too. */
  mediaBucket: Bucket;
  /** The web build (web/dist); when absent the buckets and distribution exist but nothing is uploaded. */
  webAssetsPath?: string;
}

export const privateBucket = (scope: Construct, id: string) =>
  new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
  });

/**
 * One origin for everything the browser loads: the SPA from the web bucket (/app/*), media from the media
 * bucket (/media/*) and the HTTP API (/api/*). Buckets stay private and are read through origin access control.
 */
export class WebHosting extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, { httpApi, mediaBucket, webAssetsPath }: WebHostingProps) {
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
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Web app, media and API',
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(webBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        functionAssociations: [{ function: viewerRouting, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        },
        [`${MEDIA_PATH}/*`]: {
          origin: S3BucketOrigin.withOriginAccessControl(mediaBucket),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
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
    }
  }
}
