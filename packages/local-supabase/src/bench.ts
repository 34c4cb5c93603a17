// `pnpm bench:leads`: lead submissions through the intake (lead-intake, as hydrated pages send them)
// against the local backend (embedded PGlite in memory, or the PostgreSQL server in DATABASE_URL), with
// the throttle as deployed (the INTAKE_* settings: per client address, per e-mail and per phone). Visitors
// come from many loopback addresses, each within the limit, every tenth submission resent with its
// submission id as a retry would; one flooding address sends far more. Prints throughput, p50/p95
// latency, throttled (expected and seen), and leads lost or stored twice. With BENCH_HOSTILE=1
// (`pnpm bench:leads:hostile`) random and malformed requests run alongside. A benchmark, not a test.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { leadSubmission } from '@cg/data';
import { intakeLimitsFrom } from '../../../supabase/functions/_shared/settings';
import { bytesOf, hostileRequest } from './hostileRequests';
import { rawRequest } from './rawHttp';
import { startLocalSupabase } from './server';

const visitors = Number(process.env.BENCH_VISITORS ?? 200);
const floodSize = Number(process.env.BENCH_FLOOD ?? 100);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);
const hostile = process.env.BENCH_HOSTILE === '1';
const databaseUrl = process.env.DATABASE_URL || undefined;
const limits = intakeLimitsFrom((name) => process.env[name]);

const backend = await startLocalSupabase({
  port: 0,
  databaseUrl,
  jwtSecret: databaseUrl ? randomBytes(32).toString('hex') : undefined,
  intake: limits,
  log: () => undefined,
  conversionLog: () => undefined,
  // The new-lead e-mails are still written (their cost is part of a submission), just not announced.
  mail: { log: () => undefined },
});
const { port } = new URL(backend.url);
// Rows of this run only, so a persistent database's earlier runs are not counted.
const run = crypto.randomUUID().slice(0, 8);

type Submission = { address: string; email: string; phone: string; submissionId: string; resend: boolean; flood: boolean };

/** One POST to lead-intake from a given loopback address, as a hydrated page sends it. */
function send({ address, email, phone, submissionId }: Submission): Promise<number> {
  const body = leadSubmission('students', { firstName: 'Μετρητής', lastName: 'Βενζινάς', email, phone }, submissionId).toString();
  return new Promise((resolve) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path: '/functions/v1/lead-intake',
        method: 'POST',
        localAddress: address,
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', () => resolve(0));
    outgoing.end(body);
  });
}

// Visitors within the limit, each from an address of its own (127.1.x.y); then the flood from one address.
const perVisitor = Math.min(limits.limit, 5);
const plan: Submission[] = [];
// A phone of each person's own, as real visitors have: the per-phone limit is not what this measures.
const phoneOf = (index: number) => `69${String(index).padStart(8, '0')}`;
for (let visitor = 0; visitor < visitors; visitor += 1) {
  const address = `127.1.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`;
  for (let index = 0; index < perVisitor; index += 1) {
    const submission = {
      address,
      email: `bench-${run}-${visitor}-${index}@example.gr`,
      phone: phoneOf(plan.length),
      submissionId: crypto.randomUUID(),
      resend: false,
      flood: false,
    };
    plan.push(submission);
    if (plan.length % 10 === 0) plan.push({ ...submission, resend: true });
  }
}
for (let index = 0; index < floodSize; index += 1) {
  plan.push({
    address: '127.2.0.1',
    email: `bench-${run}-flood-${index}@example.gr`,
    phone: phoneOf(plan.length),
    submissionId: crypto.randomUUID(),
    resend: false,
    flood: true,
  });
}

const latencies: number[] = [];
const answered = new Map<number, number>();
let unexpected = 0;
const floodAnswers: number[] = [];
const storedIds = new Set<string>();
let next = 0;
// A resend waits for its first try: a retry follows an answer that was lost, never runs beside it.
const firstTries = new Map<string, Promise<number>>();

async function worker() {
  while (next < plan.length) {
    const submission = plan[next++]!;
    if (submission.resend) await firstTries.get(submission.submissionId);
    const started = performance.now();
    const attempt = send(submission);
    if (!submission.resend) firstTries.set(submission.submissionId, attempt);
    const status = await attempt;
    latencies.push(performance.now() - started);
    answered.set(status, (answered.get(status) ?? 0) + 1);
    // The flood's answers are counted as a whole below: which of its parallel posts come first is chance.
    if (submission.flood) floodAnswers.push(status);
    else if (status !== 200) unexpected += 1;
    if (status === 200 && !submission.resend) storedIds.add(submission.submissionId);
  }
}

let done = false;
const hostileAnswers = new Map<number, number>();
async function hostileWorker(seed: number) {
  const requests = fc.sample(hostileRequest(backend.anonKey), { numRuns: 5000, seed });
  for (let index = 0; !done; index = (index + 1) % requests.length) {
    const answer = await rawRequest(backend.url, bytesOf(requests[index]!, backend.anonKey)).catch(() => ({ status: 0 }));
    hostileAnswers.set(answer.status, (hostileAnswers.get(answer.status) ?? 0) + 1);
  }
}

const started = performance.now();
const noise = hostile ? [hostileWorker(1), hostileWorker(2), hostileWorker(3), hostileWorker(4)] : [];
await Promise.all(Array.from({ length: concurrency }, worker));
const seconds = (performance.now() - started) / 1000;
done = true;
await Promise.all(noise);
const { rows } = await backend.db.query<{ submission_id: string; n: number }>(
  `select submission_id::text, count(*)::int as n from public.leads where email like $1 group by submission_id`,
  [`bench-${run}-%`],
);
await backend.stop();

latencies.sort((a, b) => a - b);
const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
const stored = new Map(rows.map((row) => [row.submission_id, row.n]));
const lost = [...storedIds].filter((id) => !stored.has(id)).length;
const twice = rows.filter((row) => row.n > 1).length;
const throttledExpected = Math.max(0, floodSize - Math.min(limits.limit, limits.dailyLimit));
unexpected +=
  Math.abs(floodAnswers.filter((status) => status === 429).length - throttledExpected) +
  floodAnswers.filter((status) => status !== 200 && status !== 429).length;
const resends = plan.filter((submission) => submission.resend).length;
console.log(
  `backend:      ${databaseUrl ? 'PostgreSQL at DATABASE_URL' : 'embedded PGlite'}, throttle ${limits.limit} per client address per ${limits.windowSeconds} s, ${limits.personLimit} per person`,
);
console.log(
  `submissions:  ${plan.length} to lead-intake (${visitors} visitors x ${perVisitor}, ${resends} of them resent, ${floodSize} from one flooding address), ${concurrency} at a time`,
);
console.log(`answers:      ${JSON.stringify(Object.fromEntries([...answered].sort()))}, ${unexpected} unexpected`);
if (hostile) {
  const count = [...hostileAnswers.values()].reduce((sum, n) => sum + n, 0);
  console.log(
    `alongside:    ${count} hostile requests, answers by status ${JSON.stringify(Object.fromEntries([...hostileAnswers].sort()))}`,
  );
}
console.log(`throughput:   ${(plan.length / seconds).toFixed(0)} submissions/s (${seconds.toFixed(2)} s)`);
console.log(
  `latency:      p50 ${percentile(50).toFixed(1)} ms, p95 ${percentile(95).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`,
);
console.log(`throttled:    ${answered.get(429) ?? 0} (expected ${throttledExpected})`);
console.log(`stored:       ${rows.length} leads for ${storedIds.size} answered as stored: ${lost} lost, ${twice} stored twice`);
process.exitCode = unexpected || lost || twice || rows.length !== storedIds.size ? 1 : 0;
