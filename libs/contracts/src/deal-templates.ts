import { z } from 'zod';
import { type DealInputDraft } from './deal-input.js';

/** A user's own starting assumptions (issue 33): saved from any deal, chosen under "Start new analysis". */

/** The most templates one user keeps; a save under an existing name replaces it and does not count again. */
export const MAX_DEAL_TEMPLATES = 30;
export const MAX_DEAL_TEMPLATE_NAME = 80;

export const DEAL_TEMPLATE_MESSAGES = {
  nameRequired: 'Give the template a name.',
  nameTooLong: `A template name can be at most ${MAX_DEAL_TEMPLATE_NAME} characters.`,
  tooMany: `You can keep up to ${MAX_DEAL_TEMPLATES} templates. Delete one to save another.`,
  notFound: 'Template not found.',
  saved: (name: string) => `Template “${name}” saved.`,
  replaced: (name: string) => `Template “${name}” updated.`,
  deleted: (name: string) => `Template “${name}” deleted.`,
} as const;

/** `POST /api/deal-templates`: the name, and the deal's input (validated as a DealInput). */
export const saveDealTemplateRequestSchema = z.strictObject({
  name: z
    .string({ error: DEAL_TEMPLATE_MESSAGES.nameRequired })
    .trim()
    .min(1, DEAL_TEMPLATE_MESSAGES.nameRequired)
    .max(MAX_DEAL_TEMPLATE_NAME, DEAL_TEMPLATE_MESSAGES.nameTooLong),
  input: z.unknown(),
});
export type SaveDealTemplateRequest = Omit<z.input<typeof saveDealTemplateRequestSchema>, 'input'> & {
  input: DealInputDraft;
};

/** A template id in a path: a UUID, else 404 without touching the database. */
export const dealTemplateIdSchema = z.uuid();

export interface DealTemplate {
  id: string;
  name: string;
  /**
   * The assumptions: the deal's input as saved (without comparables), with today's defaults filled in. One saved
   * before a rule tightened is sent as stored, and the form marks what to correct, so a draft, not a DealInput.
   */
  input: DealInputDraft;
  createdAt: string;
  updatedAt: string;
}

export interface DealTemplateListResponse {
  success: true;
  /** By name. */
  templates: DealTemplate[];
}

export interface DealTemplateResponse {
  success: true;
  template: DealTemplate;
  /** True when a template of that name was there and is now replaced. */
  replaced: boolean;
}

/**
 * What a template keeps of a deal: everything but the comparables, which are evidence for one place and one time
 * (a new deal elsewhere brings its own). The name becomes the template's.
 */
export function templateInputOf<Input extends { name?: unknown; comps?: unknown }>(
  input: Input,
  name: string,
): Omit<Input, 'comps'> {
  const { comps: _comps, ...assumptions } = input;
  return { ...assumptions, name };
}
