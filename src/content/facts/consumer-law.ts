/**
 * The consumer guarantees of the Australian Consumer Law, as they bear on the pre-inspection agreement
 * (issue 40), stated once. A service supplied to a consumer comes with guarantees that it is supplied with due
 * care and skill, is fit for any purpose the consumer makes known, and is supplied within a reasonable time
 * when no time is agreed. A contract term that tries to exclude, restrict or modify them is void (s 64), so the
 * agreement never tries to, and the business's own liability wording is checked for words that would
 * (`excludesConsumerGuarantees`, read by `npm run check:launch`).
 */
const law = 'Australian Consumer Law';

export const consumerLaw = {
  /** The law's name, for use inside a sentence. */
  law,
  /** The section that makes a term excluding the guarantees void, for the launch check's messages. */
  voidSection: 's 64',
  /** What the guarantees give a client, and that nothing in the agreement takes them away, in two sentences. */
  guaranteesSentence:
    `The ${law} gives you guarantees that our services are supplied with due care and skill, are fit for ` +
    'any purpose you make known to us, and are supplied within a reasonable time when no time is agreed. ' +
    'Those guarantees cannot be excluded, and nothing in this agreement excludes, restricts or modifies them ' +
    'or any other right you have under that law.',
} as const;

/**
 * Wording that tries to exclude or cap liability: "not liable", "no responsibility", "excludes all
 * warranties", "in no event", "limited to the fee", "waive your rights", "as is". A heuristic, not legal advice:
 * it catches the usual phrasings so a lawyer reads them before any client does.
 */
const excluding = [
  /\b(?:not|never|in no way) (?:be )?(?:held )?(?:liable|responsible|accountable)\b/i,
  /\bno (?:liability|responsibility)\b/i,
  /\bexclud\w* (?:all |any |every )?(?:liability|responsibility|warrant\w*|guarantee\w*|claims?)\b/i,
  /\bin no (?:event|case|circumstances?)\b/i,
  /\b(?:limit|cap|restrict)\w* (?:to|at) (?:the|an?) (?:fee|price|amount|sum|cost)\b/i,
  /\b(?:our|its|the business's|total|aggregate) liability (?:is|will be|shall be) (?:limited|capped|restricted)\b/i,
  /\b(?:waive|release|give up)s? (?:any|all|your|every) (?:rights?|claims?|remed\w*)\b/i,
  /\bas is\b/i,
  /\bat (?:your|the client's) own risk\b/i,
];

/** The phrases in `text` that read as excluding or capping liability; none for wording that leaves it alone. */
export function excludesConsumerGuarantees(text: string): string[] {
  return excluding.flatMap((pattern) => pattern.exec(text)?.[0] ?? []);
}
