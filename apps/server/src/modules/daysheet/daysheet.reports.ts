import type { Db } from '../../db/client.ts';
import { ratingPoints, type DaySection } from '@wohnwerk/contract/daysheet';
import * as daysheetQueries from './daysheet.queries.ts';
import { renderReport, type ReportTable } from '../../lib/report-pdf.ts';

/** The PDF reports of the day sheet (spec §2.2, backoffice-rules "Reports and exports"). */

export const sectionTitles: Record<DaySection, string> = {
  detyrat8: 'Detyrat e ores 8:00',
  emails: 'Emailat',
  'detyrat-perb': 'Detyrat e perbashketa',
  'detyrat-sistem': 'Detyrat e pakryera',
  'detyrat-prior-am': 'Detyrat me prioritet AM',
  'detyrat-prior-pm': 'Detyrat me prioritet PM',
  'detyrat-ditore': 'Detyrat ditore / javore / mujore',
};
const noteTitles = { problemet: 'Problemet', propozimet: 'Propozimet', ngarkesat: 'Mbi/Nen Ngarkesa' } as const;
const sectionOrder = Object.keys(sectionTitles) as DaySection[];
const dmy = (day: string) => day.split('-').reverse().join('-');

const taskColumns = [
  { label: 'Nr', width: 28 },
  { label: 'Emri', width: 220 },
  { label: 'Statusi', width: 50 },
  { label: 'Koha', width: 40 },
  { label: 'Komenti', width: 177 },
];

async function sheetTables(db: Db, day: string, userId?: number, withUser = false): Promise<ReportTable[]> {
  const tasks = await daysheetQueries.tasksOfDay(db, day, userId);
  const notes = await daysheetQueries.notesOfDay(db, day, userId);
  const ratings = await daysheetQueries.ratingsOfDay(db, day, userId);
  const tables: ReportTable[] = [];
  const cols = withUser
    ? [
        { label: 'Perdoruesi', width: 80 },
        ...taskColumns.map((c) =>
          c.label === 'Emri' ? { ...c, width: 170 } : c.label === 'Komenti' ? { ...c, width: 147 } : c,
        ),
      ]
    : taskColumns;
  for (const section of sectionOrder) {
    const rows = tasks.filter((t) => t.task.section === section);
    tables.push({
      title: sectionTitles[section],
      columns: cols,
      rows: rows.map((t, i) => [
        ...(withUser ? [t.user] : []),
        i + 1,
        (t.task.parentId || t.task.parentAm || t.task.parentPm ? '-> ' : '') + t.task.name,
        t.task.status ?? '',
        t.task.time ?? '',
        t.task.comment ?? '',
      ]),
    });
  }
  for (const kind of ['problemet', 'propozimet', 'ngarkesat'] as const) {
    const rows = notes.filter((n) => n.note.kind === kind);
    tables.push({
      title: noteTitles[kind],
      columns: [
        ...(withUser ? [{ label: 'Perdoruesi', width: 80 }] : []),
        { label: 'Nr', width: 28 },
        { label: 'Lloji', width: 45 },
        { label: 'PO/JO', width: 40 },
        { label: 'Komenti', width: withUser ? 170 : 210 },
        { label: 'Riorganizimi', width: withUser ? 152 : 192 },
      ],
      rows: rows.map((n, i) => [
        ...(withUser ? [n.user] : []),
        i + 1,
        n.note.type ?? '',
        n.note.status,
        n.note.comment ?? '',
        n.note.riorganizimi ?? '',
      ]),
    });
  }
  tables.push({
    title: 'Vleresimet',
    columns: [
      { label: 'Perdoruesi', width: 110 },
      { label: 'M1', width: 30 },
      { label: 'BZ', width: 30 },
      { label: 'M3', width: 30 },
      { label: 'Pike', width: 40 },
      { label: 'Komentet', width: 275 },
    ],
    rows: ratings.map((r) => [
      r.user,
      r.rating.m1,
      r.rating.bz,
      r.rating.m3,
      ratingPoints(r.rating.m1) + ratingPoints(r.rating.bz) + ratingPoints(r.rating.m3),
      [r.rating.commentM1, r.rating.commentBz, r.rating.commentM3].filter(Boolean).join(' / '),
    ]),
  });
  return tables;
}

/** /report/{user}/{date}: one user's whole sheet. */
export async function userReport(db: Db, user: { id: number; name: string }, day: string) {
  return renderReport(`Raporti ditor - ${user.name}`, `Data: ${dmy(day)}`, await sheetTables(db, day, user.id));
}

/** /raporti-ditor/{date}: every user's sheet of the day. */
export async function overallReport(db: Db, day: string) {
  return renderReport(
    'Raporti ditor i te gjithe perdoruesve',
    `Data: ${dmy(day)}`,
    await sheetTables(db, day, undefined, true),
  );
}

/** /raporti-hf/{user}/{date}: the HF staff report, one user or all ('all' / 0). */
export async function hfReport(db: Db, user: { id: number; name: string } | null, day: string) {
  return renderReport(
    `Raporti HF Staff${user ? ` - ${user.name}` : ''}`,
    `Data: ${dmy(day)}`,
    await sheetTables(db, day, user?.id, !user),
  );
}

/** /raporti-ei/{date}: the e-mails of the day (of all users, or of one). */
export async function emailReport(db: Db, day: string, userId?: number) {
  const rows = (await daysheetQueries.tasksOfDay(db, day, userId)).filter((t) => t.task.section === 'emails');
  return renderReport('Raporti i emailave', `Data: ${dmy(day)}`, [
    {
      title: sectionTitles.emails,
      columns: [
        { label: 'Nr', width: 28 },
        { label: 'Perdoruesi', width: 90 },
        { label: 'Titulli', width: 220 },
        { label: 'Statusi', width: 50 },
        { label: 'Komenti', width: 127 },
      ],
      rows: rows.map((t, i) => [i + 1, t.user, t.task.name, t.task.status ?? '', t.task.comment ?? '']),
    },
  ]);
}

/** /raporti-deleted/{date}: deleted tasks and notes with who deleted them and when. */
export async function deletedReport(db: Db, day: string) {
  const rows = await daysheetQueries.deletedOfDay(db, day);
  const when = (d: Date | null) =>
    d
      ? new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'short', timeStyle: 'short' }).format(
          d,
        )
      : '';
  return renderReport('Detyrat e fshira', `Data: ${dmy(day)}`, [
    {
      title: 'Te fshira',
      columns: [
        { label: 'Nr', width: 25 },
        { label: 'Seksioni', width: 75 },
        { label: 'Emri', width: 160 },
        { label: 'Dita', width: 55 },
        { label: 'Perdoruesi', width: 70 },
        { label: 'Fshire nga', width: 70 },
        { label: 'Kur', width: 60 },
      ],
      rows: rows.map((r, i) => [i + 1, r.kind, r.name, dmy(r.day), r.owner, r.deletedBy ?? '', when(r.deletedAt)]),
    },
  ]);
}
