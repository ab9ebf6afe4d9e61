import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver } from 'react-hook-form';
import { type z } from 'zod';
import { dealInputSchema, type DealInput } from '@pac/contracts';
import { dealDraftOf, type AnalyserValues } from './analyser-values.js';

// The schema starts with a preprocess step (it drops the other model's block), so zod types its input as unknown;
// what it accepts is a DealInputDraft.
const schemaResolver = zodResolver(dealInputSchema as unknown as z.ZodType<DealInput, AnalyserValues>);

/**
 * The form validates with the service's own schema (the same messages and ranges), on what would be sent: a mortgage the
 * form keeps while the model is a tenancy is left out first. Valid values come back parsed, defaults filled in.
 */
export const analyserResolver: Resolver<AnalyserValues, unknown, DealInput> = (values, context, options) =>
  schemaResolver(dealDraftOf(values), context, options);
