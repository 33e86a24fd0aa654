/**
 * The stages of a progress inspection a client can book (issue 54), as the product page describes them
 * (products/progress-stage-inspections.ts). The office ticks the stages booked, and the agreement names them.
 */
export const buildStages = [
  { id: 'slab', title: 'Base or slab' },
  { id: 'frame', title: 'Frame' },
  { id: 'lock-up', title: 'Lock-up or enclosed' },
  { id: 'pre-plaster', title: 'Pre-plaster or pre-lining' },
  { id: 'fixing', title: 'Fixing' },
  { id: 'waterproofing', title: 'Wet-area waterproofing' },
] as const;

export type BuildStageId = (typeof buildStages)[number]['id'];
