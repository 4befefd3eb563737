import type { Hono } from 'hono';
import { z } from 'zod';
import type { Language } from '../../../src/api/contract/language-codes';
import { languageSchema } from '../../../src/api/contract/language';
import type { Appointment } from '../../../src/api/contract/consultations';
import type { Services } from '../../app-services';
import type { AppEnv } from '../../http/app-env';
import { HttpError } from '../../http/errors';
import { serverT } from '../../i18n/server-i18n';
import { clinicDayOf, clinicTimeOf } from '../../services/slots/slots';
import { appointmentView } from './appointment-view';
import { appointmentById } from './appointments.service';
import { viewContext } from './consultations.handlers';
import { CALENDAR_PATH, appointmentLinks } from './links';

/*
 * "Add to calendar": an appointment as an iCalendar file (RFC 5545), written here by hand. The
 * npm `ics` package writes times in UTC only, and this file names the clinic's zone: DTSTART and
 * DTEND carry TZID=Asia/Ho_Chi_Minh with the VTIMEZONE that defines it (UTC+7 all year, no
 * daylight saving since 1975), so a calendar shows the time the clinic means in any zone. Text
 * values are escaped (\\ ; , and newlines) and lines folded at 75 octets without splitting a
 * UTF-8 character, with CRLF line ends (calendar.test.ts parses the result back).
 *
 * The file is served at GET /portal/api/v1/consultation-calendar/{id}.ics?key=<calendar key>: a
 * link the device's calendar app opens by itself, so it cannot carry an Authorization header; the
 * key (links.ts) opens this file and nothing else. Without the right key: the API's JSON 404.
 * Not a contract entry, as the contract's entries answer JSON envelopes.
 */

const CRLF = '\r\n';
const TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** A content line folded to at most 75 octets per line (§3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    // The first line holds 75 octets; each continuation starts with a space, so it holds 74 more.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** A local date-time in the clinic: 20261201T090000. */
const localStamp = (instant: string) => `${clinicDayOf(new Date(instant)).replace(/-/g, '')}T${clinicTimeOf(new Date(instant)).replace(':', '')}00`;
/** A UTC date-time: 20261127T101500Z. */
const utcStamp = (instant: Date | string) => new Date(instant).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export interface CalendarFile {
  filename: string;
  text: string;
}

/** The .ics file of an appointment, its texts in `language`. */
export function appointmentCalendar(appointment: Appointment, language: Language, now: Date): CalendarFile {
  const t = serverT(language, 'consultations');
  const method = t(`methods.${appointment.consultationMethod.kind}`);
  const { location, payment } = appointment;
  const where =
    location.kind === 'video_call'
      ? t('calendar.videoCall', { link: location.callLink ?? '' })
      : location.kind === 'phone'
        ? t('calendar.phoneCall', { phone: location.phoneNumber ?? '' })
        : t('calendar.inPerson', { clinic: location.clinicName ?? '', address: location.address ?? '' });
  const paymentStatus =
    payment.status === 'paid'
      ? t('calendar.paid')
      : payment.type === 'at_consultation'
        ? t('calendar.payAtConsultation')
        : t('calendar.transferDue', { amount: payment.formattedAmount, description: payment.transfer?.description ?? appointment.reference });
  const description = [t('calendar.about', { minutes: appointment.durationSelected.minutes, method, reference: appointment.reference }), where, t('calendar.payment', { status: paymentStatus })].join('\n');
  const cancelled = appointment.status === 'cancelled';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//GeneWell//Consultations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${TIME_ZONE}`,
    `X-LIC-LOCATION:${TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0700',
    'TZOFFSETTO:+0700',
    'TZNAME:+07',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${appointment.id}@genewell`,
    `DTSTAMP:${utcStamp(now)}`,
    `CREATED:${utcStamp(appointment.createdAt)}`,
    // A cancelled appointment replaces the event it was, where a calendar keeps it.
    `SEQUENCE:${cancelled ? 1 : 0}`,
    `DTSTART;TZID=${TIME_ZONE}:${localStamp(appointment.startTime)}`,
    `DTEND;TZID=${TIME_ZONE}:${localStamp(appointment.endTime)}`,
    `SUMMARY:${escapeText(t('calendar.summary', { doctor: appointment.doctor.name }))}`,
    `DESCRIPTION:${escapeText(description)}`,
    `LOCATION:${escapeText(location.kind === 'video_call' ? (location.callLink ?? '') : location.kind === 'in_person' ? `${location.clinicName ?? ''}, ${location.address ?? ''}` : where)}`,
    ...(location.kind === 'video_call' && location.callLink ? [`URL:${location.callLink}`] : []),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    ...(cancelled ? [] : ['BEGIN:VALARM', 'ACTION:DISPLAY', 'TRIGGER:-PT1H', `DESCRIPTION:${escapeText(t('calendar.summary', { doctor: appointment.doctor.name }))}`, 'END:VALARM']),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return { filename: `genewell-${appointment.reference}.ics`, text: lines.map(foldLine).join(CRLF) + CRLF };
}

const fileName = z.string().regex(/^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.ics$/i);
const calendarQuery = z.object({ key: z.string().max(100).optional(), lang: languageSchema.optional() });

/** GET …/consultation-calendar/{id}.ics?key=…[&lang=…]: the file, in `lang`, else the booking's language. */
export function mountConsultationCalendar(app: Hono<AppEnv>, services: Services): void {
  app.get(`${CALENDAR_PATH}/:file`, async (c) => {
    const file = fileName.safeParse(c.req.param('file'));
    const query = calendarQuery.safeParse(c.req.query());
    if (!file.success || !query.success) throw new HttpError(404, 'not_found', { messageKey: 'appointment_not_found' });
    const id = file.data.slice(0, 36).toLowerCase();
    const { db } = services.database;
    const row = await appointmentById(db, id);
    const links = await appointmentLinks(db);
    if (!row || !links.holdsCalendarKey(id, query.data.key)) throw new HttpError(404, 'not_found', { messageKey: 'appointment_not_found' });
    const context = await viewContext(c, services);
    const language = query.data.lang ?? row.language;
    const calendar = appointmentCalendar(await appointmentView({ ...context, language }, row), language, context.now);
    return c.body(calendar.text, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${calendar.filename}"`,
    });
  });
}
