import type { Exchange, Finding } from './oracle';
import type { FuzzReport } from './run';

/** What a person reads after a run: figures per route, the slowest routes, and each failure with its request and answer. */

const EXAMPLES_PER_GROUP = 3;

/** A text as a JSON string literal (control characters visible), cut to `limit` characters. */
function shown(text: string, limit: number): string {
  const cut = text.length > limit ? `${text.slice(0, limit)}… (${text.length} characters)` : text;
  return JSON.stringify(cut);
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

export function describeExchange(exchange: Exchange): string {
  const { sent, answer } = exchange;
  const headers = Object.entries(sent.headers)
    .map(([name, value]) => `      ${name}: ${name === 'authorization' && sent.authNote !== 'raw' ? sent.authNote : shown(value, 120)}`)
    .join('\n');
  const body = sent.body ? `      body (${sent.body.length} bytes): ${shown(sent.body.toString('utf8'), 300)}` : '      no body';
  const response = answer
    ? `    answer: ${answer.status} ${answer.headers['content-type'] ?? '(no Content-Type)'} in ${ms(exchange.ms)}\n      ${shown(answer.text, 600)}`
    : `    no answer: ${exchange.transportError ?? ''}`;
  return [`    request #${exchange.index}: ${sent.method} ${shown(sent.url, 300)}`, headers, body, response].filter(Boolean).join('\n');
}

function groups(findings: Finding[]): Map<string, Finding[]> {
  const grouped = new Map<string, Finding[]>();
  for (const finding of findings) {
    const key = `${finding.kind} · ${finding.route} · ${finding.message.replace(/\d{3,}/g, 'N').replace(/"[^"]*"/g, '"…"').slice(0, 160)}`;
    grouped.set(key, [...(grouped.get(key) ?? []), finding]);
  }
  return grouped;
}

interface LoggedError {
  type?: string;
  message?: string;
  code?: string;
  cause?: LoggedError;
}

/** A log line in one line: for a JSON one, its route, message and the chain of error messages (causes included). */
function summariseLogLine(line: string): string {
  const flat = (text: string, limit = 300) => text.replace(/\s+/g, ' ').trim().slice(0, limit);
  try {
    const entry = JSON.parse(line) as { method?: string; path?: string; msg?: string; err?: LoggedError };
    const chain: string[] = [];
    for (let error = entry.err; error && chain.length < 4; error = error.cause) chain.push(`${error.type ?? 'Error'}${error.code ? ` ${error.code}` : ''}: ${flat(error.message ?? '', 160)}`);
    // The root cause first: it says most.
    return flat(`${entry.method ?? ''} ${entry.path ?? ''} ${entry.msg ?? ''}`) + (chain.length > 0 ? ` — ${chain.reverse().join(', in ')}` : '');
  } catch {
    return flat(line);
  }
}

export function formatReport(label: string, report: FuzzReport, serverErrors: string[] = []): string {
  const lines: string[] = [];
  const total = report.requests;
  lines.push(`Fuzz run on ${label}: ${total} requests (${report.generated} generated, ${total - report.generated} more sent at once as races; +${report.setupRequests} to sign test users in and read the SMS outbox), seed ${report.seed}, ${report.seconds.toFixed(1)} s, ${(total / report.seconds).toFixed(0)} requests/s`);
  lines.push('');
  lines.push('  route                                                          requests  2xx  4xx (429)   5xx    p50      p99      max');
  for (const route of report.routes) {
    const count = (predicate: (status: number) => boolean) => Object.entries(route.statuses).reduce((sum, [status, n]) => sum + (predicate(Number(status)) ? n : 0), 0);
    const cells = [
      route.route.padEnd(62),
      String(route.count).padStart(8),
      String(count((s) => s >= 200 && s < 300)).padStart(5),
      `${String(count((s) => s >= 400 && s < 500)).padStart(5)} (${String(route.statuses['429'] ?? 0).padStart(3)})`,
      String(count((s) => s >= 500) + (route.statuses['no answer'] ?? 0)).padStart(5),
      ms(route.p50).padStart(8),
      ms(route.p99).padStart(8),
      ms(route.max).padStart(8),
    ];
    lines.push(`  ${cells.join(' ')}`);
  }
  const slowest = [...report.routes].sort((a, b) => b.p99 - a.p99).slice(0, 5);
  lines.push('');
  lines.push(`  Slowest answers (p99; a figure, not a failure): ${slowest.map((route) => `${route.route} ${ms(route.p99)} (max ${ms(route.max)})`).join('; ')}`);

  const statusTotals = new Map<string, number>();
  for (const route of report.routes) for (const [status, n] of Object.entries(route.statuses)) statusTotals.set(status, (statusTotals.get(status) ?? 0) + n);
  if (report.resent > 0) lines.push(`  ${report.resent} requests were sent again: the server had closed the kept-alive connection they went out on`);
  lines.push(`  Statuses: ${[...statusTotals].sort(([a], [b]) => a.localeCompare(b)).map(([status, n]) => `${status} × ${n}`).join(', ')}`);

  if (report.warnings.length > 0) {
    lines.push('');
    lines.push(`  Warnings (not failures): ${report.warnings.length} answers with an error code or status the document does not list for the route`);
    for (const [key, findings] of groups(report.warnings)) {
      const { sent, answer } = findings[0].exchange;
      lines.push(`    ${findings.length} × ${key}`);
      lines.push(`      e.g. ${sent.method} ${shown(sent.url, 120)} → ${answer?.status ?? ''} ${shown(answer?.text ?? '', 160)}`);
    }
  }

  lines.push('');
  const { ownership } = report;
  lines.push(`  Owner against stranger: ${ownership.rounds} rounds (two fresh accounts and a guest each), ${ownership.tries} tries by the stranger and the guest, ${ownership.requests} requests, ${ownership.failures.length} failures`);
  for (const failure of [...new Set(ownership.failures)].slice(0, 20)) lines.push(`    FAILURE: ${failure}`);
  lines.push('');
  if (report.failures.length === 0) {
    lines.push('  No failures: no 5xx, every answer in its documented shape, no internals or personal data.');
  } else {
    lines.push(`  ${report.failures.length} FAILURES in ${groups(report.failures).size} groups (reproduce with FUZZ_SEED=${report.seed} FUZZ_REQUESTS=${report.generated}):`);
    for (const [key, findings] of groups(report.failures)) {
      lines.push('');
      lines.push(`  ${findings.length} × ${key}`);
      for (const finding of findings.slice(0, EXAMPLES_PER_GROUP)) {
        lines.push(`    ${finding.message}`);
        lines.push(describeExchange(finding.exchange));
      }
    }
  }
  if (serverErrors.length > 0) {
    const counted = new Map<string, number>();
    for (const line of serverErrors) {
      const summary = summariseLogLine(line);
      counted.set(summary, (counted.get(summary) ?? 0) + 1);
    }
    lines.push('');
    lines.push(`  The server logged ${serverErrors.length} error lines (${counted.size} distinct; first 20):`);
    for (const [line, n] of [...counted].slice(0, 20)) lines.push(`    ${n} × ${line}`);
  }
  return lines.join('\n');
}
