/**
 * The e2e stand-in automation (e2e/support/automation-server.ts) on a free loopback port: the host's function
 * forwards to it through BOOKING_FORWARD_URL, and the tests script it and read what it received over HTTP,
 * exactly as the browser tests do.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createAutomationServer,
  type AutomationCall,
  type AutomationMode,
} from '../../../e2e/support/automation-server';

export interface Automation {
  /** What BOOKING_FORWARD_URL is set to. */
  hookUrl: string;
  setMode(mode: AutomationMode): Promise<void>;
  calls(): Promise<AutomationCall[]>;
  close(): Promise<void>;
}

export async function startAutomation(port = 0): Promise<Automation> {
  const server: Server = createAutomationServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    hookUrl: `${base}/hook`,
    async setMode(mode) {
      const response = await fetch(`${base}/__control`, {
        method: 'POST',
        body: JSON.stringify({ mode, clear: true }),
      });
      if (response.status !== 204) throw new Error(`the automation's control answered ${response.status}`);
    },
    async calls() {
      return (await (await fetch(`${base}/__received`)).json()) as AutomationCall[];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
