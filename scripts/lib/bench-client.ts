/**
 * The benchmark's visitors, in a process of their own: the server's event loop (busy with PGlite, say) then
 * cannot hold back the sending, so an open loop really sends at its rate whatever the answers. Reads one job
 * as JSON from its first argument and prints the answers as JSON:
 * - `{"open": {"rate": 200, "seconds": 20}}`: one enquiry every 1000/rate ms, on time whether or not the
 *   earlier ones were answered;
 * - `{"closed": {"concurrency": 20, "requests": 400}}`: that many visitors, each sending its next enquiry
 *   when the last is answered.
 * Each answer is `[status, ms]` (status 0: no answer within the browser's 10 s; -1: the connection failed),
 * timed from the moment it was sent to the end of the answer's body. `lateMs` is how far behind its schedule
 * the open loop sent (p95, max): near 0 means the offered rate was the rate sent. `elapsedMs`: from the first
 * enquiry sent to the last answer.
 */
export {};

const job = JSON.parse(process.argv[2]!) as {
  url: string;
  payload: Record<string, unknown>;
  prefix: string;
  open?: { rate: number; seconds: number };
  closed?: { concurrency: number; requests: number };
};
/** The form gives up after this (SUBMIT_TIMEOUT_MS); so does a visitor here. */
const GIVE_UP_MS = 10_000;
const jobStarted = performance.now();
const cpuAtStart = process.cpuUsage();

let n = 0;
async function post(): Promise<[number, number]> {
  const id = `${job.prefix}-${n++}-${Math.random().toString(36).slice(2)}`;
  const sent = performance.now();
  try {
    const response = await fetch(job.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...job.payload,
        email: `jane${n % 50}@example.com`,
        timestamp: new Date().toISOString(),
        submissionId: id,
      }),
      signal: AbortSignal.timeout(GIVE_UP_MS),
    });
    await response.arrayBuffer();
    return [response.status, performance.now() - sent];
  } catch (error) {
    // 0: the visitor gave up (10 s); -1: the connection failed (refused, reset).
    return [(error as Error).name === 'TimeoutError' ? 0 : -1, performance.now() - sent];
  }
}

const answers: Promise<[number, number]>[] = [];
const late: number[] = [];
if (job.open) {
  const { rate, seconds } = job.open;
  const began = performance.now();
  for (let i = 0; i < rate * seconds; i++) {
    const due = began + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    late.push(Math.max(0, performance.now() - due));
    answers.push(post());
  }
} else if (job.closed) {
  const { concurrency, requests } = job.closed;
  let next = 0;
  const visitor = async () => {
    while (next++ < requests) {
      const answer = post();
      answers.push(answer);
      await answer;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, visitor));
}
const done = await Promise.all(answers);
late.sort((a, b) => a - b);
process.stdout.write(
  JSON.stringify({
    answers: done,
    lateMs: late.length
      ? { p95: Math.round(late[Math.floor(late.length * 0.95)]!), max: Math.round(late.at(-1)!) }
      : null,
    elapsedMs: Math.round(performance.now() - jobStarted),
    // This process's CPU time (user + system) for the job, its start-up left out.
    cpuMs: Math.round((process.cpuUsage(cpuAtStart).user + process.cpuUsage(cpuAtStart).system) / 1000),
  }),
);
