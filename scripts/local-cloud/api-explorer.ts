import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { OPENAPI_DOCUMENT_PATH } from '../../shared/api/openapi';

/** /dev/api: Swagger UI over the OpenAPI document, its files from the installed swagger-ui-dist (no CDN). */
export const API_EXPLORER_PATH = '/dev/api';

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The only files of swagger-ui-dist the page loads, so no other path reads from node_modules. */
const SWAGGER_UI_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

/** The page's body; the document comes from the same path as in AWS. */
export const apiExplorerBody = `<link rel="stylesheet" href="${API_EXPLORER_PATH}/swagger-ui.css">
<div id="swagger-ui"></div>
<script src="${API_EXPLORER_PATH}/swagger-ui-bundle.js"></script>
<script>SwaggerUIBundle({ url: ${JSON.stringify(OPENAPI_DOCUMENT_PATH)}, dom_id: '#swagger-ui', deepLinking: true });</script>`;

/** Answers a Swagger UI file under /dev/api/; false for any other path. */
export async function sendSwaggerUiFile(path: string, res: ServerResponse): Promise<boolean> {
  const name = path.startsWith(`${API_EXPLORER_PATH}/`) ? path.slice(API_EXPLORER_PATH.length + 1) : '';
  const contentType = Object.hasOwn(SWAGGER_UI_FILES, name) ? SWAGGER_UI_FILES[name] : undefined;
  if (!contentType) return false;
  const body = await readFile(join(swaggerUiDir, name));
  res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-cache' });
  res.end(body);
  return true;
}
