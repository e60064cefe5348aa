// The daily-allowance widget's steps in the user's language (decision 0030). The API's `reason` is English and for
// logs and integrations; the screen shows its own sentence per step and status (`accounting.widget.steps.<step>.
// <status>`, with the count where the step has one) and turns the API's link into a route of the web app, shown
// only when the user may open that area. A test checks every step x status has a sentence in the four languages.

import { WIDGET_STEP_STATUSES, WIDGET_STEPS } from '../../../../src/contracts/accounting-constants.ts';
import { AREAS } from '../../../../src/contracts/areas.ts';

export { WIDGET_STEP_STATUSES, WIDGET_STEPS };
export type WidgetStepName = (typeof WIDGET_STEPS)[number];
export type WidgetStepStatus = (typeof WIDGET_STEP_STATUSES)[number];

/** The translation key of a step's sentence. */
export function stepTextKey(step: WidgetStepName, status: WidgetStepStatus): string {
  return `accounting.widget.steps.${step}.${status}`;
}

/** The translation key of a step's name. */
export function stepNameKey(step: WidgetStepName): string {
  return `accounting.widget.stepNames.${step}`;
}

export type StepLink = { to: string; search: Record<string, string>; areaId: string };

/**
 * The API's link ("/insurance/issues", "/daily-allowances?month=2026-03") as a route and its search params, with
 * the area it belongs to; null for an empty link, a link outside the app (an absolute address) or one to no known
 * area.
 */
export function parseStepLink(link: string | null): StepLink | null {
  if (!link?.startsWith('/') || link.startsWith('//')) return null;
  const [path = '', query = ''] = link.split('?', 2);
  const area = AREAS.find((candidate) => candidate.path === path);
  if (!area) return null;
  return { to: path, search: Object.fromEntries(new URLSearchParams(query)), areaId: area.id };
}

/** Whether the link leads to the page the user is on already (the widget's own month): no button needed. */
export function isOwnPage(link: StepLink, month: string | null): boolean {
  return link.to === '/daily-allowances' && (link.search.month ?? null) === month;
}
