import { beforeAll, describe, expect, it } from 'vitest';
import { AN_PHONE, KITS, booked, geneTestIds } from '../../testing/consultation-calls';
import { METHOD } from '../../testing/consultation-urls';
import { call, signIn } from '../../testing/portal-calls';
import { databaseKinds, useTestContext } from '../../testing/test-context';
import { escapeText, foldLine } from './calendar';

/*
 * The .ics file (RFC 5545), read back by a parser written here from the RFC, not from the writer:
 * lines end in CRLF and hold at most 75 octets, folded lines continue with one space, TEXT values
 * unescape, components nest, DTSTART/DTEND name the clinic's zone whose VTIMEZONE is in the file.
 */

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

interface Component {
  name: string;
  properties: Property[];
  components: Component[];
}

/** RFC 5545 §3.1: unfold (CRLF followed by one space or tab), then one property per line. */
function parseCalendar(text: string): Component {
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    expect(line).not.toMatch(/[\r\n]/);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const stack: Component[] = [{ name: 'ROOT', properties: [], components: [] }];
  for (const line of lines) {
    const colon = line.indexOf(':');
    expect(colon, line).toBeGreaterThan(0);
    const [name, ...params] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') {
      const component: Component = { name: value, properties: [], components: [] };
      stack.at(-1)?.components.push(component);
      stack.push(component);
    } else if (name === 'END') {
      expect(stack.pop()?.name).toBe(value);
    } else {
      stack.at(-1)?.properties.push({ name, params: Object.fromEntries(params.map((param) => param.split('=') as [string, string])), value });
    }
  }
  expect(stack).toHaveLength(1);
  const [calendar] = stack[0].components;
  return calendar;
}

const unescape = (value: string) => value.replace(/\\n/gi, '\n').replace(/\\([\\;,])/g, '$1');
const property = (component: Component | undefined, name: string) => component?.properties.find((candidate) => candidate.name === name);

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(unescape(escapeText('Phòng khám An Khang, 152 Nguyễn Đình Chiểu; tầng 2\nHà Nội'))).toBe('Phòng khám An Khang, 152 Nguyễn Đình Chiểu; tầng 2\nHà Nội');
  });

  it('folds at 75 octets without splitting a UTF-8 character, and unfolds to the same line', () => {
    const line = `DESCRIPTION:${'Tư vấn kết quả gen với bác sĩ – 30 phút. '.repeat(6)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });
});

describe.each(databaseKinds)('the .ics file on %s', (kind) => {
  const ctx = useTestContext(kind, { now: () => new Date('2026-12-01T01:00:00Z') });
  let an: string;
  let ids: string[];
  beforeAll(async () => {
    an = await signIn(ctx, AN_PHONE);
    ids = await geneTestIds(ctx, KITS.anSelf, KITS.anSpouse);
  });

  it('answers an RFC 5545 calendar in Vietnam time, with the call link, at the appointment’s key', async () => {
    const appointment = await booked(ctx, an, { ids, minutes: 30, methodId: METHOD.videoCall, start: '2026-12-02T02:00:00.000Z' }, 'vi');
    expect(appointment.calendar_url).toMatch(new RegExp(`^/portal/api/v1/consultation-calendar/${appointment.id}\\.ics\\?key=[A-Za-z0-9_-]{43}$`));
    const response = await call(ctx, appointment.calendar_url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="genewell-${appointment.reference}.ics"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const calendar = parseCalendar(await response.text());
    expect(calendar.name).toBe('VCALENDAR');
    expect(property(calendar, 'VERSION')?.value).toBe('2.0');
    expect(property(calendar, 'PRODID')?.value).toBeTruthy();
    const zone = calendar.components.find((component) => component.name === 'VTIMEZONE');
    expect(property(zone, 'TZID')?.value).toBe('Asia/Ho_Chi_Minh');
    const standard = zone?.components.find((component) => component.name === 'STANDARD');
    expect(property(standard, 'TZOFFSETFROM')?.value).toBe('+0700');
    expect(property(standard, 'TZOFFSETTO')?.value).toBe('+0700');
    const event = calendar.components.find((component) => component.name === 'VEVENT');
    expect(property(event, 'UID')?.value).toBe(`${appointment.id}@genewell`);
    expect(property(event, 'DTSTAMP')?.value).toMatch(/^\d{8}T\d{6}Z$/);
    // 02:00 UTC is 09:00 in Vietnam.
    expect(property(event, 'DTSTART')).toEqual({ name: 'DTSTART', params: { TZID: 'Asia/Ho_Chi_Minh' }, value: '20261202T090000' });
    expect(property(event, 'DTEND')).toEqual({ name: 'DTEND', params: { TZID: 'Asia/Ho_Chi_Minh' }, value: '20261202T093000' });
    expect(unescape(property(event, 'SUMMARY')?.value ?? '')).toBe(`Tư vấn GeneWell với ${appointment.doctor.name}`);
    expect(property(event, 'LOCATION')?.value).toBe(appointment.location.call_link);
    expect(property(event, 'URL')?.value).toBe(appointment.location.call_link);
    const description = unescape(property(event, 'DESCRIPTION')?.value ?? '');
    expect(description).toContain(`Mã lịch hẹn ${appointment.reference}`);
    expect(description).toContain(`Tham gia cuộc gọi video: ${appointment.location.call_link}`);
    expect(property(event, 'STATUS')?.value).toBe('CONFIRMED');
    expect(event?.components.map((component) => component.name)).toEqual(['VALARM']);

    // Another language on request.
    const english = parseCalendar(await (await call(ctx, `${appointment.calendar_url}&lang=en`)).text());
    expect(unescape(property(english.components.find((component) => component.name === 'VEVENT'), 'SUMMARY')?.value ?? '')).toBe(`GeneWell consultation with ${appointment.doctor.name}`);
  });

  it('answers 404 without the right key, and for an unknown appointment', async () => {
    const appointment = await booked(ctx, an, { ids, minutes: 30, methodId: METHOD.phone, start: '2026-12-02T03:00:00.000Z' });
    const path = appointment.calendar_url.split('?')[0];
    for (const url of [path, `${path}?key=${'a'.repeat(43)}`, appointment.calendar_url.replace(appointment.id, '00000000-0000-4000-8000-000000000000'), `${path.replace('.ics', '.txt')}?key=x`]) {
      const response = await call(ctx, url, { token: an });
      expect(response.status, url).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
    }
  });
});
