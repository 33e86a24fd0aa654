// @vitest-environment node
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  buildGate,
  checkBookingDestination,
  checkChallengeSecret,
  checkAgreementTerms,
  checkBusiness,
  checkCredentials,
  checkOwnerDecisions,
  checkPayments,
  checkSiteOrigin,
  claimDecisionNames,
  formatLaunchReport,
  hostBuild,
  loadLaunchInput,
  asAtDates,
  asAtWarnings,
  priceWarnings,
  setupWarnings,
  checkOffice,
  standardClaimWarnings,
  runLaunchCheck,
  type BusinessValues,
  type LaunchInput,
  type PriceReading,
} from '../../scripts/lib/launch-check';
import { business } from '../../src/content/business';
import { retentionPeriod } from '../../src/lib/format';
import { allProducts } from '../../src/content/all-content';
import { homePriceText, productCatalog, productPagePrice } from '../../src/content/catalog';
import { productCards } from '../../src/content/home';

/** A business that is ready to go live: real-looking values, none of them a known stand-in. */
const readyBusiness: BusinessValues = {
  name: 'Northshore Property Inspections',
  phone: { display: '(02) 9876\u00a05432', e164: '+61298765432' },
  email: 'hello@northshore-inspections.com.au',
  abn: '51 824 753 556',
  credentials: {
    builderLicence: '204871C',
    pestInspector: {
      qualification: 'a timber pest inspection qualification',
      licence: 'pest management licence 5102943',
    },
  },
  decisions: {
    independencePolicy: 'not-stated',
    privacyAct: 'voluntary',
    dilapidationPrice: 'before-only',
    pricesIncludeGst: 'not-stated',
    // Ready to go live: every client gets the written agreement AS 4349.1 expects (else a warning).
    writtenAgreement: 'confirmed',
    expertEvidenceReports: 'not-stated',
    professionalIndemnity: 'not-stated',
    bookerMayAskForAnotherTime: 'not-stated',
    calendarFeedDetails: 'not-stated',
  },
  agreement: {
    cancellation: { notice: '2 business days', fee: 'a fee of $110' },
    payment:
      'The deposit is due when you accept this agreement. The balance is due before we send the report.',
    liability:
      'We are responsible for carrying out the inspection and preparing the report with due care and skill.',
  },
  domain: 'www.northshore-inspections.com.au',
  designer: { name: 'Blue Gum Studio', url: 'https://bluegum.studio/' },
  privacy: {
    contact: { role: 'Privacy officer', email: 'privacy@northshore-inspections.com.au' },
    services: [
      { role: 'website host', name: 'Netlify', holds: ['the site'], location: 'the United States' },
      { role: 'database', name: 'Neon', holds: ['enquiries'], location: 'Australia (its Sydney region)' },
      { role: 'mail service', name: 'Postmark', holds: ['mail'], location: 'the United States' },
      { role: 'automation service', name: 'Make', holds: ['enquiries'], location: 'the European Union' },
    ],
    enquiryRetentionDays: 365,
    recordRetention: 2555,
    reportFileRetention: 2555,
  },
};

const readyEnv = {
  BOOKING_FORWARD_URL: 'https://hook.eu1.make.com/abc123',
  BOOKING_SMTP_URL: 'smtps://apikey:secret@smtp.postmarkapp.com',
  BOOKING_MAIL_FROM: 'bookings@northshore-inspections.com.au',
  BOOKING_NOTIFY_TO: 'office@northshore-inspections.com.au',
  DATABASE_URL: 'postgres://user:pass@db.example.com.au/bookings',
  BOOKING_CHALLENGE_SECRET: 'cW9Xk2m7Rt1pZ8vN4bL6yH3sJ0aF5dG9eQ2wU7iO1x=',
  VITE_SITE_ORIGIN: 'https://www.northshore-inspections.com.au',
  BOOKING_OFFICE_EMAILS: 'owner@northshore-inspections.com.au',
  BOOKING_OFFICE_SECRET: 'Zt4mQ8xW1rB6nK3pV9cL2yH7sJ5aF0dG4eT8uI1oP6=',
};

const samePrices: PriceReading[] = [
  { title: 'Building', home: { kind: 'from', amount: 440 }, productPage: '$440' },
  { title: 'Stages', home: { kind: 'quote', label: 'Contact for Quote' }, productPage: 'Contact for Quote' },
];

const ready: LaunchInput = { business: readyBusiness, env: readyEnv, prices: samePrices };

describe('the launch check on the real business.ts', () => {
  // Today's stand-ins, field by field. While a field still holds its stand-in, the check must name it; once
  // the business puts its own value in, the row has nothing to check.
  const standIns: [field: string, today: string, current: string][] = [
    ['business.abn', '00 000 000 000', business.abn],
    ['business.phone', '+61255501234', business.phone.e164],
    ['business.email', 'info@harbourline-inspections.example', business.email],
    ['business.domain', 'harbourline-inspections.example', business.domain],
    ['business.designer.name', 'Placeholder Studio', business.designer.name],
    ['business.designer.url', 'https://studio.example/', business.designer.url],
    [
      'business.privacy.contact.email',
      'privacy@harbourline-inspections.example',
      business.privacy.contact.email,
    ],
    ...business.privacy.services.flatMap((s, i): [string, string, string][] => [
      [
        `business.privacy.services[${i}].name`,
        `[${s.role === 'database' ? 'database host' : s.role}]`,
        s.name,
      ],
      [`business.privacy.services[${i}].location`, `[where the ${s.role} stores data]`, s.location],
    ]),
  ];
  const errors = checkBusiness(business);

  it.each(standIns)('names %s while it holds its stand-in', (field, today, current) => {
    if (current !== today) return;
    expect(errors.some((e) => e.startsWith(`${field} `))).toBe(true);
  });

  it('names nothing else', () => {
    const named = errors.map((e) => e.split(' ')[0]);
    expect(named.filter((field) => !standIns.some(([f]) => f === field))).toEqual([]);
  });

  // Each with its own message: what to put in, and where the site prints it.
  it.each([
    [
      'business.credentials.builderLicence',
      '[builder licence number]',
      business.credentials.builderLicence,
      /NSW contractor licence number.*Licensed builders in NSW/,
    ],
    [
      'business.credentials.pestInspector.qualification',
      '[timber pest inspection qualification]',
      business.credentials.pestInspector.qualification,
      /timber pest inspector's qualification.*AS 4349\.3/,
    ],
    [
      'business.credentials.pestInspector.licence',
      '[pest inspector licence]',
      business.credentials.pestInspector.licence,
      /timber pest inspector's licence.*building and pest pages/,
    ],
  ])('refuses %s while it holds its stand-in, once', (field, today, current, says) => {
    if (current !== today) return;
    const { errors } = runLaunchCheck({ ...ready, business });
    const named = errors.filter((e) => e.startsWith(`${field} '${today}'`));
    expect(named).toHaveLength(1);
    expect(named[0]).toMatch(says);
  });

  it('lists every owner decision with its setting, and refuses an undecided Privacy Act status', () => {
    const { errors, decisions } = runLaunchCheck({ ...ready, business });
    const { independencePolicy, privacyAct } = business.decisions;
    expect(decisions).toEqual([
      expect.stringMatching(`^business\\.decisions\\.independencePolicy '${independencePolicy}'`),
      expect.stringMatching(`^business\\.decisions\\.privacyAct '${privacyAct}'`),
      expect.stringMatching(
        `^business\\.privacy\\.enquiryRetentionDays ${business.privacy.enquiryRetentionDays}:`,
      ),
      expect.stringMatching(`^business\\.privacy\\.recordRetention ${business.privacy.recordRetention}:`),
      expect.stringMatching(
        `^business\\.privacy\\.reportFileRetention ${business.privacy.reportFileRetention}:`,
      ),
      ...claimDecisionNames.map((name) =>
        expect.stringMatching(`^business\\.decisions\\.${name} '${business.decisions[name]}'`),
      ),
      expect.stringMatching(
        `^business\\.decisions\\.dilapidationPrice '${business.decisions.dilapidationPrice}'`,
      ),
      expect.stringMatching(/^business\.decisions\.reviewLink /),
      expect.stringMatching(/^business\.payments\.depositCents null: no deposit/),
      expect.stringMatching(/^business\.payments\.stripePaymentLink null/),
      expect.stringMatching(/^business\.payments\.bankTransfer and payId null/),
      expect.stringMatching(/^business\.payments\.reportWaitsForPayment 'not-stated'/),
      expect.stringMatching(/^business\.payments\.bookerMayPay 'not-stated'/),
      expect.stringMatching(/^business\.agreement\.cancellation: /),
      expect.stringMatching(/^business\.agreement\.payment '/),
      expect.stringMatching(/^business\.agreement\.liability '/),
    ]);
    const refused = errors.filter((e) => e.startsWith('business.decisions.privacyAct'));
    expect(refused).toHaveLength(privacyAct === 'undecided' ? 1 : 0);
  });

  it('reads the price readings the home cards and the product pages show', async () => {
    const input = await loadLaunchInput('production', {});
    expect(input.prices.map((p) => p.title)).toEqual(
      productCards.map((c) => productCatalog.find((p) => p.slug === c.slug)!.title),
    );
    expect(input.prices.map((p) => p.home)).toEqual(productCards.map((c) => c.price));
    expect(input.prices.map((p) => p.productPage)).toEqual(
      productCards.map((c) => allProducts.find((page) => page.slug === c.slug)!.pricing.text),
    );
  });
});

describe('business values', () => {
  it('passes a business with its own values', () => {
    expect(checkBusiness(readyBusiness)).toEqual([]);
  });

  it('refuses an ABN that fails the check digit, and says which value', () => {
    const errors = checkBusiness({ ...readyBusiness, abn: '51 824 753 557' });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^business\.abn '51 824 753 557' fails the ABN check digit/);
  });

  it('refuses a number in the fiction range, written either way', () => {
    const display = checkBusiness({
      ...readyBusiness,
      phone: { display: '(02) 5550 9999', e164: '+61298765432' },
    });
    const e164 = checkBusiness({
      ...readyBusiness,
      phone: { display: '(02) 9876 5432', e164: '+61255509999' },
    });
    expect(display.join()).toMatch(/business\.phone .*5550/);
    expect(e164.join()).toMatch(/business\.phone .*5550/);
  });

  it('refuses a .example domain anywhere, and a bracketed or Placeholder value', () => {
    const errors = checkBusiness({
      ...readyBusiness,
      designer: { name: 'Placeholder Design', url: 'https://bluegum.studio/' },
      privacy: {
        ...readyBusiness.privacy,
        contact: { role: 'x', email: 'p@shop.example' },
        services: [{ role: 'website host', name: '[host]', holds: ['the site'], location: 'Australia' }],
      },
    });
    expect(errors.map((e) => e.split(' ')[0])).toEqual([
      'business.designer.name',
      'business.privacy.contact.email',
      'business.privacy.services[0].name',
    ]);
  });
});

describe('credentials', () => {
  it('passes a business with its own licence number and pest inspector credentials', () => {
    expect(checkCredentials(readyBusiness)).toEqual([]);
  });

  it.each([
    ['a bracketed stand-in', '[builder licence number]'],
    ['an empty value', '  '],
    ['a value with no digit', 'to come'],
    ['a value saying placeholder', 'Placeholder 12345'],
  ])('refuses a builder licence that is %s, and names the field and the footer', (_case, value) => {
    const errors = checkCredentials({
      ...readyBusiness,
      credentials: { ...readyBusiness.credentials, builderLicence: value },
    });
    expect(errors).toEqual([
      expect.stringMatching(/^business\.credentials\.builderLicence .*Licensed builders in NSW/),
    ]);
  });

  it("refuses each of the pest inspector's credentials while it is a stand-in", () => {
    const errors = checkCredentials({
      ...readyBusiness,
      credentials: {
        ...readyBusiness.credentials,
        pestInspector: { qualification: '[qualification]', licence: '' },
      },
    });
    expect(errors.map((e) => e.split(' ')[0])).toEqual([
      'business.credentials.pestInspector.qualification',
      'business.credentials.pestInspector.licence',
    ]);
    expect(errors[0]).toMatch(/AS 4349\.3/);
  });

  it('leaves the credentials to their own check, so a stand-in is named once', () => {
    const business = {
      ...readyBusiness,
      credentials: { ...readyBusiness.credentials, builderLicence: '[builder licence number]' },
    };
    expect(checkBusiness(business)).toEqual([]);
    expect(runLaunchCheck({ ...ready, business }).errors).toHaveLength(1);
  });
});

describe('owner decisions', () => {
  const withDecisions = (decisions: Partial<BusinessValues['decisions']>) => ({
    ...readyBusiness,
    decisions: { ...readyBusiness.decisions, ...decisions },
  });

  it('lists an unconfirmed independence policy without refusing it: the site then says only what is true', () => {
    const result = checkOwnerDecisions(
      withDecisions({ independencePolicy: 'not-stated', privacyAct: 'voluntary' }),
    );
    expect(result.errors).toEqual([]);
    expect(result.decisions[0]).toMatch(
      /^business\.decisions\.independencePolicy 'not-stated'.*referral fees/,
    );
  });

  it('lists a confirmed independence policy with what the home page then says', () => {
    const result = checkOwnerDecisions(
      withDecisions({ independencePolicy: 'confirmed', privacyAct: 'voluntary' }),
    );
    expect(result.errors).toEqual([]);
    expect(result.decisions[0]).toMatch(/'confirmed': the home page says .*no referral fees/);
  });

  it.each([
    ['opted-in', /binds the business because it has chosen to be covered under s6EA/],
    ['voluntary', /does not bind the business .* follows the APPs by choice/],
  ] as const)('lists a Privacy Act status of %s without refusing it', (privacyAct, says) => {
    const result = checkOwnerDecisions(withDecisions({ independencePolicy: 'not-stated', privacyAct }));
    expect(result.errors).toEqual([]);
    expect(result.decisions[1]).toMatch(says);
  });

  it('refuses an undecided Privacy Act status, and still lists it', () => {
    const result = checkOwnerDecisions(
      withDecisions({ independencePolicy: 'not-stated', privacyAct: 'undecided' }),
    );
    expect(result.errors).toEqual([
      expect.stringMatching(/^business\.decisions\.privacyAct 'undecided': the privacy policy must say/),
    ]);
    expect(result.decisions[1]).toMatch(/^business\.decisions\.privacyAct 'undecided'/);
  });

  it.each(claimDecisionNames)(
    'lists %s in either setting, with what the site says, and never refuses it',
    (name) => {
      const notStated = checkOwnerDecisions(withDecisions({ [name]: 'not-stated' }));
      const confirmed = checkOwnerDecisions(withDecisions({ [name]: 'confirmed' }));
      expect(notStated.errors).toEqual([]);
      expect(confirmed.errors).toEqual([]);
      const line = (decisions: string[]) =>
        decisions.find((d) => d.startsWith(`business.decisions.${name} `));
      expect(line(notStated.decisions)).toMatch(
        new RegExp(`^business\\.decisions\\.${name} 'not-stated': .*Set "confirmed" once`),
      );
      expect(line(confirmed.decisions)).toMatch(
        new RegExp(`^business\\.decisions\\.${name} 'confirmed': .*Keep it true`),
      );
    },
  );

  it('lists the record retention in days as the pages state it, and refuses one that is not a whole number of days', () => {
    const line = (days: number) => {
      const result = checkOwnerDecisions({
        ...readyBusiness,
        privacy: { ...readyBusiness.privacy, recordRetention: days },
      });
      return {
        errors: result.errors,
        line: result.decisions.find((d) => d.startsWith('business.privacy.recordRetention ')),
      };
    };
    expect(line(2555)).toEqual({
      errors: [],
      line: expect.stringMatching(/^business\.privacy\.recordRetention 2555: .*kept for 7 years/),
    });
    for (const days of [0, 3.5, Number.NaN]) {
      expect(line(days).errors, String(days)).toEqual([
        expect.stringMatching(/^business\.privacy\.recordRetention must be a whole number of days/),
      ]);
    }
  });

  it("lists the report files' retention (issue 58) as the privacy policy states it, and refuses one that is not a whole number of days or outlasts the record", () => {
    const check = (reportFileRetention: number, recordRetention = readyBusiness.privacy.recordRetention) => {
      const result = checkOwnerDecisions({
        ...readyBusiness,
        privacy: { ...readyBusiness.privacy, recordRetention, reportFileRetention },
      });
      return {
        errors: result.errors,
        line: result.decisions.find((d) => d.startsWith('business.privacy.reportFileRetention ')),
      };
    };
    const { recordRetention } = readyBusiness.privacy;
    expect(check(recordRetention)).toEqual({
      errors: [],
      line: expect.stringContaining(
        `reportFileRetention ${recordRetention}: the privacy policy says the report's files (every version) ` +
          `are kept for ${retentionPeriod(recordRetention)} after the inspection`,
      ),
    });
    expect(check(365).errors).toEqual([]);
    for (const days of [0, 3.5, Number.NaN]) {
      expect(check(days).errors, String(days)).toEqual([
        expect.stringMatching(/^business\.privacy\.reportFileRetention must be a whole number of days/),
      ]);
    }
    expect(check(recordRetention + 1).errors).toEqual([
      expect.stringMatching(/^business\.privacy\.reportFileRetention \d+ is longer than .*recordRetention/),
    ]);
  });

  it("lists the agreement's cancellation, payment and liability terms, and asks for a lawyer before writtenAgreement is confirmed", () => {
    const { decisions, errors } = checkAgreementTerms(readyBusiness);
    const { cancellation, payment, liability } = readyBusiness.agreement;
    expect(errors).toEqual([]);
    expect(decisions).toEqual([
      expect.stringContaining(
        `'${cancellation.notice}' notice before the booked time, and pays '${cancellation.fee}'`,
      ),
      expect.stringContaining(`business.agreement.payment '${payment}'`),
      expect.stringContaining(`business.agreement.liability '${liability}'`),
    ]);
    expect(decisions[2]).toMatch(
      /consumer guarantees of the Australian Consumer Law, which no term can exclude \(s 64\)/,
    );
    expect(decisions[2]).toMatch(
      /A lawyer should read this wording.*before business\.decisions\.writtenAgreement is set to "confirmed"/,
    );
    // The writtenAgreement line says the same before it is confirmed.
    const notStated = checkOwnerDecisions(withDecisions({ writtenAgreement: 'not-stated' })).decisions;
    expect(notStated.find((d) => d.startsWith('business.decisions.writtenAgreement '))).toMatch(
      /Set "confirmed" once .*a lawyer has read the agreement's terms/,
    );
  });

  it("refuses the agreement's stand-ins once writtenAgreement is confirmed, and only then", () => {
    const standIns: BusinessValues = {
      ...readyBusiness,
      decisions: { ...readyBusiness.decisions, writtenAgreement: 'not-stated' },
      agreement: {
        cancellation: { notice: '[the notice period]', fee: '[the cancellation fee]' },
        payment: '[When the deposit and the balance are due.]',
        liability: 'We take due care. [Settled with our lawyer.]',
      },
    };
    const fields = (errors: string[]) => errors.map((e) => e.split(' ')[0]);
    expect(checkAgreementTerms(standIns).errors).toEqual([]);
    expect(
      fields(
        checkAgreementTerms({
          ...standIns,
          decisions: { ...standIns.decisions, writtenAgreement: 'confirmed' },
        }).errors,
      ),
    ).toEqual([
      'business.agreement.cancellation.notice',
      'business.agreement.cancellation.fee',
      'business.agreement.payment',
      'business.agreement.liability',
    ]);
    // On the real business.ts: the agreement's terms are listed, and refused only if it is confirmed.
    const real = runLaunchCheck({ ...ready, business }).errors.filter((e) =>
      e.startsWith('business.agreement.'),
    );
    expect(real.length > 0).toBe(
      business.decisions.writtenAgreement === 'confirmed' &&
        [
          business.agreement.payment,
          business.agreement.liability,
          ...Object.values(business.agreement.cancellation),
        ].some((v) => /\[[^\]]*\]/.test(v)),
    );
  });

  it.each([
    'We are not liable for any loss arising from the report.',
    'To the extent permitted by law, we exclude all warranties.',
    'In no event will our liability exceed the inspection fee.',
    'Our liability is limited to the fee you paid.',
    'You waive any claims against the inspector.',
    'The report is provided as is.',
  ])('refuses liability wording that excludes or caps liability, whatever the decision: %s', (liability) => {
    for (const writtenAgreement of ['not-stated', 'confirmed'] as const) {
      const { errors } = checkAgreementTerms({
        ...readyBusiness,
        decisions: { ...readyBusiness.decisions, writtenAgreement },
        agreement: { ...readyBusiness.agreement, liability },
      });
      expect(errors, writtenAgreement).toEqual([
        expect.stringMatching(
          /^business\.agreement\.liability reads as excluding or capping liability .*void/,
        ),
      ]);
    }
  });

  it('lists the review link (issue 59): off by default, on with an https page, and refuses any other address', () => {
    expect(business.decisions.reviewLink).toBeNull();
    const withLink = (reviewLink: string | null) =>
      checkOwnerDecisions({ ...ready.business, decisions: { ...ready.business.decisions, reviewLink } });
    expect(withLink(null).decisions).toContainEqual(
      expect.stringMatching(/^business\.decisions\.reviewLink null: no client/),
    );
    const on = withLink('https://reviews.example/harbourline');
    expect(on.errors).toEqual([]);
    expect(on.decisions).toContainEqual(
      expect.stringMatching(/^business\.decisions\.reviewLink 'https:\/\/reviews/),
    );
    expect(withLink('http://reviews.example/x').errors).toEqual([
      expect.stringMatching(
        /^business\.decisions\.reviewLink 'http:\/\/reviews\.example\/x' is not an https/,
      ),
    ]);
  });

  it('lists the payment choices (issue 60): off by default, and refuses a link or bank details of the wrong shape', () => {
    expect(business.payments.depositCents).toBeNull();
    const withPayments = (payments: Partial<NonNullable<BusinessValues['payments']>>) =>
      checkPayments({ ...ready.business, payments: { ...business.payments, ...payments } });
    const on = withPayments({
      depositCents: 11000,
      stripePaymentLink: 'https://buy.stripe.com/test_abc123',
      bankTransfer: {
        accountName: 'Northshore Property Inspections',
        bsb: '062-000',
        accountNumber: '12345678',
      },
      payId: { id: 'pay@northshore-inspections.com.au', name: 'Northshore Property Inspections' },
    });
    expect(on.errors).toEqual([]);
    expect(on.decisions[0]).toMatch(/deposit of \$110\.00, due 24 hours after the booking/);
    for (const link of [
      'http://buy.stripe.com/x',
      'https://evil.example/buy.stripe.com/x',
      'https://buy.stripe.com/',
    ]) {
      expect(withPayments({ stripePaymentLink: link }).errors).toEqual([
        expect.stringMatching(/^business\.payments\.stripePaymentLink .* is not a Stripe Payment Link/),
      ]);
    }
    expect(
      withPayments({ bankTransfer: { accountName: 'Northshore', bsb: '06200', accountNumber: '12-34' } })
        .errors,
    ).toEqual([
      expect.stringMatching(/^business\.payments\.bankTransfer\.bsb '06200' is not a BSB/),
      expect.stringMatching(/^business\.payments\.bankTransfer\.accountNumber '12-34' is not/),
    ]);
  });

  it('prints the decisions in their own part of the report, apart from the errors', () => {
    const result = runLaunchCheck(ready);
    const report = formatLaunchReport(result);
    // The four decisions, the record retention, the report files' retention, the review link, the claims and
    // the agreement's three terms.
    const count = 10 + claimDecisionNames.length;
    expect(report).toMatch(new RegExp(`^Launch check: 0 errors, 0 warnings, ${count} owner decisions`));
    expect(report.match(/^ {2}\? /gm)).toHaveLength(count);
    expect(report).toContain('Owner decisions');
    expect(report).toContain('Ready to go live');
  });
});

describe('the office', () => {
  it('is listed as missing without BOOKING_OFFICE_EMAILS, in the booking set-up, and stops no build', () => {
    const { BOOKING_OFFICE_EMAILS: _emails, BOOKING_OFFICE_SECRET: _secret, ...withoutOffice } = readyEnv;
    expect(checkOffice(withoutOffice)).toEqual({
      errors: [],
      warnings: [expect.stringMatching(/^BOOKING_OFFICE_EMAILS is not set: there is no office/)],
    });
    const result = runLaunchCheck({ ...ready, env: withoutOffice });
    expect(result.errors).toEqual([]);
    expect(formatLaunchReport(result)).toMatch(
      /Warnings: the booking set-up[\s\S]*! BOOKING_OFFICE_EMAILS is not set/,
    );
    expect(checkOffice(readyEnv)).toEqual({ errors: [], warnings: [] });
  });

  it('is an error with the addresses but no long BOOKING_OFFICE_SECRET, and says what it lacks', () => {
    const office = { BOOKING_OFFICE_EMAILS: 'owner@northshore-inspections.com.au' };
    expect(checkOffice(office).errors).toEqual([
      expect.stringMatching(/^BOOKING_OFFICE_SECRET is not set: .*at least 32/),
    ]);
    expect(checkOffice({ ...office, BOOKING_OFFICE_SECRET: 'short' }).errors).toEqual([
      expect.stringMatching(/^BOOKING_OFFICE_SECRET is 5 characters/),
    ]);
    expect(checkOffice(office).warnings).toEqual([
      expect.stringMatching(/without DATABASE_URL: the office needs the ledger/),
      expect.stringMatching(/without BOOKING_SMTP_URL: no sign-in code can be mailed/),
    ]);
    expect(checkOffice({ ...office, VITE_BOOKING_WEBHOOK_URL: 'https://hook.example.com/a' })).toEqual({
      errors: [],
      warnings: [],
    });
  });
});

describe('the proof-of-work secret', () => {
  it('is asked for wherever the site takes enquiries itself, and must be long', () => {
    expect(checkChallengeSecret({ BOOKING_FORWARD_URL: 'https://hook.example.com/a' })).toEqual([
      expect.stringMatching(/^BOOKING_CHALLENGE_SECRET is not set/),
    ]);
    expect(checkChallengeSecret({ BOOKING_CHALLENGE_SECRET: 'short-secret' })).toEqual([
      expect.stringMatching(/is 12 characters: use at least 32/),
    ]);
    expect(checkChallengeSecret({ BOOKING_CHALLENGE_SECRET: 'x'.repeat(32) })).toEqual([]);
  });

  it('is not asked for on a static-only build, which has no handler to check a proof', () => {
    expect(checkChallengeSecret({ VITE_BOOKING_WEBHOOK_URL: 'https://hook.example.com/a' })).toEqual([]);
  });

  it('stops a production build without it, and lets a preview through with the warning', () => {
    const missing = runLaunchCheck({ ...ready, env: { ...readyEnv, BOOKING_CHALLENGE_SECRET: '' } });
    expect(missing.errors).toEqual([expect.stringMatching(/^BOOKING_CHALLENGE_SECRET is not set/)]);
    expect(buildGate(missing, { NETLIFY: 'true', CONTEXT: 'production' }).fail).toBe(true);
    const preview = buildGate(missing, { VERCEL: '1', VERCEL_ENV: 'preview' });
    expect(preview.fail).toBe(false);
    expect(preview.message).toContain('BOOKING_CHALLENGE_SECRET is not set');
  });
});

describe('booking destination and origin', () => {
  const mailbox = {
    BOOKING_SMTP_URL: 'smtps://apikey:secret@smtp.example.com',
    BOOKING_MAIL_FROM: 'bookings@northshore-inspections.com.au',
    BOOKING_NOTIFY_TO: 'office@northshore-inspections.com.au',
  };

  it('refuses a production build with no business channel: neither the automation nor the mailbox', () => {
    expect(checkBookingDestination({})).toEqual([
      expect.stringMatching(/^No business channel for production/),
    ]);
    expect(checkBookingDestination({ BOOKING_FORWARD_URL: '  ' })).toHaveLength(1);
    // SMTP alone is not a channel to the business without someone to send to.
    const noRecipient = checkBookingDestination({ ...mailbox, BOOKING_NOTIFY_TO: '' });
    expect(noRecipient).toEqual([
      expect.stringMatching(/^No business channel/),
      expect.stringMatching(/without BOOKING_NOTIFY_TO/),
    ]);
    expect(checkBookingDestination({ ...mailbox, BOOKING_MAIL_FROM: '' })).toContainEqual(
      expect.stringMatching(/without BOOKING_MAIL_FROM/),
    );
    expect(checkBookingDestination({ ...mailbox, BOOKING_SMTP_URL: 'mail.example.com' })).toContainEqual(
      expect.stringMatching(/^BOOKING_SMTP_URL must be smtp:\/\//),
    );
  });

  it('takes the automation, the mailbox or a static-only webhook alone', () => {
    expect(checkBookingDestination({ BOOKING_FORWARD_URL: 'https://hook.example.com/a' })).toEqual([]);
    expect(checkBookingDestination(mailbox)).toEqual([]);
    expect(checkBookingDestination({ VITE_BOOKING_WEBHOOK_URL: 'https://hook.example.com/a' })).toEqual([]);
  });

  it('warns without DATABASE_URL, saying what is lost, and without SMTP, saying alerts are only logged', () => {
    const warnings = setupWarnings({ BOOKING_FORWARD_URL: 'https://hook.example.com/a' });
    expect(warnings).toEqual([
      expect.stringMatching(/^DATABASE_URL is not set: .*de-duplication.*history.*retries.*confirmation/),
      expect.stringMatching(/^BOOKING_SMTP_URL is not set: .*alert .* only written to the function log/),
    ]);
    expect(setupWarnings({ ...mailbox, DATABASE_URL: 'postgres://db.example.com/x' })).toEqual([]);
    expect(setupWarnings({ VITE_BOOKING_WEBHOOK_URL: 'https://hook.example.com/a' })).toEqual([]);
    const report = formatLaunchReport(
      runLaunchCheck({
        ...ready,
        env: { BOOKING_FORWARD_URL: 'https://hook.example.com/a', BOOKING_CHALLENGE_SECRET: 'x'.repeat(32) },
      }),
    );
    expect(report).toMatch(/Warnings: the booking set-up[\s\S]*! DATABASE_URL is not set/);
  });

  it('refuses a destination that is not https', () => {
    expect(checkBookingDestination({ BOOKING_FORWARD_URL: 'http://hook.example.com/a' })).toEqual([
      expect.stringMatching(/^BOOKING_FORWARD_URL 'http:\/\/hook\.example\.com\/a' is not an https/),
    ]);
    expect(checkBookingDestination({ VITE_BOOKING_WEBHOOK_URL: 'http://127.0.0.1:4318/hook' })).toEqual([
      expect.stringMatching(/^VITE_BOOKING_WEBHOOK_URL .* is not an https/),
    ]);
    expect(checkBookingDestination({ BOOKING_FORWARD_URL: 'not a url' })).toHaveLength(1);
  });

  it('refuses a site origin that is not https, and accepts none (the https business domain)', () => {
    expect(checkSiteOrigin({ VITE_SITE_ORIGIN: 'http://www.northshore-inspections.com.au' })).toEqual([
      expect.stringMatching(/^VITE_SITE_ORIGIN .* is not an https/),
    ]);
    expect(checkSiteOrigin({})).toEqual([]);
    expect(checkSiteOrigin({ VITE_SITE_ORIGIN: 'https://staging.northshore-inspections.com.au' })).toEqual(
      [],
    );
  });
});

describe('price warnings', () => {
  it('list every inspection whose home card and product page differ, and only those', async () => {
    const { prices } = await loadLaunchInput('production', {});
    // The catalog's two readings of each price (a quote counts as no amount); the brief's differ for some.
    const amount = (reading: number | string) => (typeof reading === 'number' ? reading : null);
    const differing = productCatalog.filter(({ prices }) => amount(prices.home) !== amount(prices.page));
    expect(differing.length).toBeGreaterThan(0);
    expect(priceWarnings(prices)).toEqual(
      differing.map(
        ({ slug, title }) =>
          `${title}: home card '${homePriceText(slug)}', product page '${productPagePrice(slug)}'`,
      ),
    );
  });

  it('count two quotes as the same reading, and a price against a quote as different', () => {
    expect(priceWarnings(samePrices)).toEqual([]);
    expect(
      priceWarnings([
        { title: 'X', home: { kind: 'quote', label: 'Contact for Quote' }, productPage: '$1,250' },
      ]),
    ).toEqual(["X: home card 'Contact for Quote', product page '$1,250'"]);
  });

  it('are warnings: they never make the check fail', () => {
    const result = runLaunchCheck({
      ...ready,
      prices: [{ title: 'X', home: { kind: 'from', amount: 440 }, productPage: '$660' }],
    });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toHaveLength(1);
  });
});

describe('the AS 4349.1 claim and the written agreement (issue 42, major 2)', () => {
  const withAgreement = (writtenAgreement: 'confirmed' | 'not-stated') =>
    runLaunchCheck({
      ...ready,
      business: { ...readyBusiness, decisions: { ...readyBusiness.decisions, writtenAgreement } },
    });

  it('warns, without failing, while the business has not confirmed written agreements', () => {
    const result = withAgreement('not-stated');
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      expect.stringMatching(/meet AS 4349\.1[\s\S]*agreed in writing[\s\S]*writtenAgreement/),
    ]);
  });

  it('says nothing once they are confirmed, and warns on the real business.ts while they are not', () => {
    expect(withAgreement('confirmed').warnings).toEqual([]);
    const real = standardClaimWarnings(business);
    expect(real).toHaveLength(business.decisions.writtenAgreement === 'confirmed' ? 0 : 1);
  });
});

describe('"as at" statements over a year old (issue 42, minor 15)', () => {
  const today = new Date('2026-11-27T00:00:00Z');

  it('reads the date of each "as at", in the forms the copy uses', () => {
    const iso = (text: string) => asAtDates(text).map((d) => d.date.toISOString().slice(0, 10));
    expect(iso('This update describes the rules as at 30 October 2025.')).toEqual(['2025-10-30']);
    expect(iso('As at October 2025, and as at mid-2025, as at early 2024 and as at 2023.')).toEqual([
      '2025-10-01',
      '2025-07-01',
      '2024-01-01',
      '2023-01-01',
    ]);
    expect(iso('as at the date of this update')).toEqual([]);
  });

  it('warns, without failing, on one more than 12 months before today, and not on a younger one', () => {
    const copy = [
      { where: 'src/content/articles/news/a.ts', text: 'The rules as at 26 November 2025.' },
      { where: 'src/content/articles/news/b.ts', text: 'The rules as at 28 November 2025.' },
    ];
    expect(asAtWarnings(copy, today)).toEqual([
      expect.stringMatching(
        /^src\/content\/articles\/news\/a\.ts: 'as at 26 November 2025' is more than 12 months old/,
      ),
    ]);
    const result = runLaunchCheck({ ...ready, copy, today });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toHaveLength(1);
    expect(formatLaunchReport(result)).toContain('Warnings: the copy');
  });

  it('reads the real copy, resolved, module by module: the dated articles\' "as at" among it', async () => {
    const { copy = [] } = await loadLaunchInput('production', {});
    const dated = copy.filter((line) => asAtDates(line.text).length > 0).map((line) => line.where);
    expect(dated).toContain('src/content/articles/news/new-nsw-building-regulations-2025.ts');
    expect(copy.some((line) => line.where === 'src/content/home.ts')).toBe(true);
  });
});

describe('the whole check', () => {
  it('passes a valid business with a forward URL and an https origin, with no errors or warnings', () => {
    const result = runLaunchCheck(ready);
    expect(result).toEqual({
      errors: [],
      warnings: [],
      decisions: Array.from({ length: 10 + claimDecisionNames.length }, () => expect.any(String)),
    });
    expect(formatLaunchReport(result)).toMatch(/^Launch check: 0 errors, 0 warnings/);
  });

  it('lists every problem at once', () => {
    const result = runLaunchCheck({ business, env: { VITE_SITE_ORIGIN: 'http://x.com.au' }, prices: [] });
    const report = formatLaunchReport(result);
    expect(report).toContain('business.abn');
    expect(report).toContain('business.credentials.builderLicence');
    expect(report).toContain('No business channel');
    expect(report).toContain('VITE_SITE_ORIGIN');
    expect(report.match(/^ {2}✗ /gm)).toHaveLength(result.errors.length);
  });
});

describe('the build gate', () => {
  const failing = runLaunchCheck({ ...ready, env: {} });

  it('knows the three hosts by the variables they set, and a local build by their absence', () => {
    expect(hostBuild({ NETLIFY: 'true' })?.host).toBe('Netlify');
    expect(hostBuild({ CF_PAGES: '1' })?.host).toBe('Cloudflare Pages');
    expect(hostBuild({ VERCEL: '1' })?.host).toBe('Vercel');
    expect(hostBuild({ CI: 'true' })).toBeNull();
    expect(hostBuild({})).toBeNull();
  });

  const production = [
    { NETLIFY: 'true', CONTEXT: 'production' },
    { CF_PAGES: '1', CF_PAGES_BRANCH: 'main', SITE_ENV: 'production' },
    { VERCEL: '1', VERCEL_ENV: 'production' },
  ];
  const previews = [
    { NETLIFY: 'true', CONTEXT: 'deploy-preview' },
    { NETLIFY: 'true', CONTEXT: 'branch-deploy' },
    { NETLIFY: 'true' },
    // Pages gives the build only its branch: without SITE_ENV, even the production branch is not trusted.
    { CF_PAGES: '1', CF_PAGES_BRANCH: 'main' },
    { CF_PAGES: '1', CF_PAGES_BRANCH: 'feature', SITE_ENV: 'preview' },
    { VERCEL: '1', VERCEL_ENV: 'preview' },
    { VERCEL: '1', VERCEL_ENV: 'development' },
  ];

  it.each(production)('stops a production build on %o with errors', (env) => {
    expect(hostBuild(env)?.production).toBe(true);
    const gate = buildGate(failing, env);
    expect(gate.fail).toBe(true);
    expect(gate.message).toContain('No business channel');
    expect(gate.message).toMatch(/production build on .* stops here/);
  });

  it.each(previews)('lets a preview build on %o through, with the same list as warnings', (env) => {
    expect(hostBuild(env)?.production).toBe(false);
    const gate = buildGate(failing, env);
    expect(gate.fail).toBe(false);
    expect(gate.message).toContain('No business channel');
    expect(gate.message).toMatch(/WARNING: this preview build on .* carries on/);
  });

  it('lets a production build with no errors through', () => {
    for (const env of production) expect(buildGate(runLaunchCheck(ready), env).fail).toBe(false);
  });

  it('only prints on a local build (npm test, CI without a host)', () => {
    for (const env of [{}, { CI: 'true' }, { SITE_ENV: 'production' }, { CONTEXT: 'production' }]) {
      const gate = buildGate(failing, env);
      expect(gate.fail).toBe(false);
      expect(gate.message).toContain('No business channel');
      expect(gate.message).toMatch(/local build carries on/);
    }
  });

  it('runs in scripts/build.ts before the first build step, and exits on a failed gate', () => {
    const source = readFileSync(path.resolve(import.meta.dirname, '../../scripts/build.ts'), 'utf8');
    const gate = source.indexOf('buildGate(runLaunchCheck(await loadLaunchInput(mode)), process.env)');
    expect(gate).toBeGreaterThan(0);
    expect(source.indexOf('if (launch.fail) process.exit(1);')).toBeGreaterThan(gate);
    // The first build steps: the type-check (it runs beside the build) and the client build.
    expect(source.indexOf('const typecheck =')).toBeGreaterThan(gate);
    expect(source.indexOf("await step('client build'")).toBeGreaterThan(gate);
  });
});

describe('npm run check:launch', () => {
  it('exits 1 and prints the report while there is an error', async () => {
    const run = promisify(execFile);
    const root = path.resolve(import.meta.dirname, '../..');
    // A mode with no .env file of its own, and no destination in the environment: one error at least.
    const env = { ...process.env, BOOKING_FORWARD_URL: '', VITE_BOOKING_WEBHOOK_URL: '' };
    const outcome = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/check-launch.ts', '--mode', 'launch-test'],
      {
        cwd: root,
        env,
      },
    ).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toMatch(/^Launch check: \d+ errors?/);
    expect(outcome.stdout).toContain('No business channel for production');
  }, 30_000);
});
