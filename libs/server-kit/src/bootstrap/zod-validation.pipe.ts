import { Injectable, type PipeTransform } from '@nestjs/common';
import { type z } from 'zod';

/**
 * `@Body(new ZodValidationPipe(loginSchema))`: parses with a contracts schema; a ZodError reaches
 * ApiExceptionFilter and becomes a 400 with the schema's first message.
 */
@Injectable()
export class ZodValidationPipe<Schema extends z.ZodType> implements PipeTransform<unknown, z.infer<Schema>> {
  constructor(private readonly schema: Schema) {}

  transform(value: unknown): z.infer<Schema> {
    return this.schema.parse(value);
  }
}
