import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../testing/test-context';
import { chaosPassed, runChaos } from './chaos';

/*
 * The bounded chaos run of `npm test`: one SIGKILL under write load on each database (npm run
 * chaos does five). What it checks is in README.md here.
 */

describe.each(databaseKinds)('a server killed under write load on %s', (kind) => {
  it('keeps every acknowledged write whole and sends every queued SMS exactly once', async () => {
    const report = await runChaos({ kind, kills: 1, clients: 4, loadBeforeKill: [1500, 2500] });
    console.log(
      `chaos (${kind}): ${report.acknowledged.results} results, ${report.acknowledged.signIns} sign-ins acknowledged; ${report.sms.sent} SMS sent, ${report.sms.repeatedHandovers} repeated hand-overs; ${report.seconds} s`,
    );
    expect(report.lost).toEqual([]);
    expect(report.halfWritten).toEqual([]);
    expect(report.duplicated).toEqual([]);
    expect(report.sms.unsettled).toBe(0);
    expect(report.sms.ghosts).toBe(0);
    expect(report.sms.gatewaySent).toBe(report.sms.sent);
    expect(chaosPassed(report)).toBe(true);
  }, 240_000);
});
