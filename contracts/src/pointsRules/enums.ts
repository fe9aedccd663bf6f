/**
 * CRM settings (spec 000 navigation 'points': /admin/crm-settings; issue 22 item 5): rules that grant points
 * automatically. The spec names only the entry; the rules, their fields and texts are ours (docs/points.md).
 */
export const pointsRuleKinds = ['checkin', 'review', 'purchase', 'record'] as const;
export type PointsRuleKind = (typeof pointsRuleKinds)[number];
