import { type DealTemplate } from '@pac/contracts';
import { nextCalendarMonth } from '../form/blank-deal.js';
import { defaultAnalyserValues, formValuesOf, type AnalyserValues } from '../form/analyser-values.js';

/**
 * A new analysis from a template: the template's assumptions under a new deal's name, its forecast from the next
 * calendar month (the template's own dates were the deal it came from).
 */
export function templateStartValues(template: DealTemplate, today = new Date()): AnalyserValues {
  return { ...formValuesOf(template.input, defaultAnalyserValues().name), ...nextCalendarMonth(today) };
}
