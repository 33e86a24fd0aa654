/**
 * Starts the stand-in automation and `wrangler pages dev` on the ports the journey's config names, and
 * returns the teardown that stops both (the whole wrangler process group, workerd included).
 */
import { startAutomation } from './support/automation';
import { cloudflarePages } from './support/hosts';

export default async function journeySetup() {
  const automation = await startAutomation(Number(process.env.AUTOMATION_PORT));
  try {
    const site = await cloudflarePages.start(
      { BOOKING_FORWARD_URL: automation.hookUrl },
      Number(process.env.HOSTS_JOURNEY_PORT),
    );
    console.log(
      `${site.label} serving the journey on ${site.origin}, cold start ${(site.coldStartMs / 1000).toFixed(1)} s`,
    );
    return async () => {
      await site.stop();
      await automation.close();
    };
  } catch (error) {
    await automation.close();
    throw error;
  }
}
