import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';

type SchemaObject = Parameters<typeof ApiBody>[0] extends infer O
  ? O extends { schema?: infer S }
    ? S
    : never
  : never;

/** The request body documented from the same zod schema that validates it. */
export function zodBody(schema: z.ZodType) {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>;
  return ApiBody({ schema: json as SchemaObject });
}

export interface EndpointDoc {
  tag: string;
  summary: string;
  description?: string;
  body?: z.ZodType;
  responses: Record<number, string>;
}

/** One decorator per endpoint: tag, summary, body and every status it can answer with. */
export function Endpoint(doc: EndpointDoc) {
  return applyDecorators(
    ApiTags(doc.tag),
    ApiOperation({ summary: doc.summary, description: doc.description }),
    ...(doc.body ? [zodBody(doc.body)] : []),
    ...Object.entries(doc.responses).map(([status, description]) =>
      ApiResponse({ status: Number(status), description }),
    ),
  );
}
