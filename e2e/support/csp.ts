import type { Page } from '@playwright/test';

/**
 * Collects every Content-Security-Policy violation the page reports, across navigations, from now on. The
 * browser fires `securitypolicyviolation` at the document even when the blocked code swallows the error
 * (zod's eval probe does), so this sees what console messages can miss.
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} ` +
          `at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}
