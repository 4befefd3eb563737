import type { DatabaseKind } from '../db/client';
import { chaosPassed, runChaos } from './chaos';
import type { ChaosReport } from './chaos';

/*
 * npm run chaos: five SIGKILLs under write load on embedded PGlite and, when DATABASE_URL names a
 * PostgreSQL server, five on a scratch database there (README.md here). CHAOS_KILLS changes the count.
 */

const kills = Number(process.env.CHAOS_KILLS ?? 5);
const kinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

function print(report: ChaosReport): void {
  const { acknowledged: a, sms } = report;
  console.log(`${report.kind}: ${report.kills} kills in ${report.seconds} s`);
  console.log(`  acknowledged: ${a.codeRequests} code requests, ${a.signIns} sign-ins, ${a.results} quiz results, ${a.resultSms} results SMS; ${report.unanswered} requests died with the server`);
  console.log(`  lost writes: ${report.lost.length}; half-written: ${report.halfWritten.length}; duplicated: ${report.duplicated.length}`);
  console.log(`  SMS: ${sms.messages} queued, ${sms.sent} sent, ${sms.failed} failed, ${sms.unsettled} unsettled; the gateway sent ${sms.gatewaySent} (${sms.ghosts} without a message); ${sms.repeatedHandovers} handed over again after a kill, sent once by the idempotency key`);
  for (const line of [...report.lost, ...report.halfWritten, ...report.duplicated].slice(0, 20)) console.log(`    ${line}`);
}

if (!process.env.DATABASE_URL) console.log('DATABASE_URL is not set: PGlite only (set it to a PostgreSQL server to run there too).');
let passed = true;
for (const kind of kinds) {
  const report = await runChaos({ kind, kills, log: (line) => console.log(line) });
  print(report);
  passed &&= chaosPassed(report);
}
console.log(passed ? 'chaos: 0 lost, 0 half-written, 0 duplicated writes; every SMS sent once or reported failed' : 'chaos: FAILED');
process.exit(passed ? 0 : 1);
