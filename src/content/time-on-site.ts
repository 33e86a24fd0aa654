/**
 * The time on site the brief gives, written once: a building inspection takes 2–3 hours, a combined building
 * and pest inspection 3–4 hours. Other inspections have no stated time. Ranges take an en dash, the site's
 * house style (issue 29, minor 14).
 */
export const buildingHours = '2–3 hours';
export const buildingPestHours = '3–4 hours';
