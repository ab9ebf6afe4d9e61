import { type INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

export const OPENAPI_UI_PATH = 'docs';

/** OpenAPI generated from the controllers: UI at `/docs`, JSON at `/docs-json` (the gateway relays both). */
export function setupOpenApi(app: INestApplication, service: string, description?: string): void {
  const config = new DocumentBuilder()
    .setTitle(`${service} service`)
    .setDescription(description ?? `HTTP API of the ${service} service of the Property Analysis Calculator.`)
    .setVersion('1.0')
    .addBearerAuth()
    .addCookieAuth('token')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  SwaggerModule.setup(OPENAPI_UI_PATH, app, document, { jsonDocumentUrl: `${OPENAPI_UI_PATH}-json` });
}
