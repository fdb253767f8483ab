import type { dayNotes, dayRatings, dayTasks, fastTasks, userComments, weeklyTasks } from '../db/schema/daysheet.ts';
import { addDays, isoWeekday } from '@wohnwerk/contract/shop-time';
import { atHour, workingDaysBefore } from './dates.ts';
import { rng, type Rng } from './random.ts';

type Section = NonNullable<(typeof dayTasks.$inferInsert)['section']>;
type Status = 'K' | 'P' | '0';
type TaskRow = typeof dayTasks.$inferInsert & { id: number; section: Section; day: string; userId: number };

export interface DemoDaySheets {
  weekly: (typeof weeklyTasks.$inferInsert & { id: number })[];
  tasks: TaskRow[];
  notes: (typeof dayNotes.$inferInsert)[];
  ratings: (typeof dayRatings.$inferInsert)[];
  fast: (typeof fastTasks.$inferInsert)[];
  comments: (typeof userComments.$inferInsert)[];
}

// Staff write their sheets quickly and mostly without diacritics, as the spec's own texts do.
const names: Record<'detyrat8' | 'detyrat-perb' | 'detyrat-prior-am' | 'detyrat-prior-pm', string[]> = {
  detyrat8: [
    'Kontrollo porosite e reja ne sistem',
    'Kontrollo emailat e nates',
    'Shiko statusin e dergesave te djeshme',
    'Kontrollo pagesat PayPal',
    'Kontrollo stokun per produktet me te shitura',
  ],
  'detyrat-perb': [
    'Perditeso cmimet ne Home24',
    'Ngarko produktet e reja ne OTTO',
    'Kontrollo reklamacionet e hapura',
    'Rregullo pershkrimet e serise Lima',
    'Dergo faturat tek kontabiliteti',
    'Telefono spedicionin per dergesat e vonuara',
    'Pergatit listen e produkteve per Sale',
    'Kontrollo fotot e produkteve te reja',
    'Perditeso afatet e dorezimit ne Vente-Unique',
  ],
  'detyrat-prior-am': [
    '!!! Zgjidh problemin me pagesen e klientit',
    'Pergatit dergesen per AW te sotme',
    'Kontrollo EAN-et e produkteve te reja',
    'Pergjigju reklamacionit urgjent',
    'Konfirmo afatin me furnitorin Nordholz',
  ],
  'detyrat-prior-pm': [
    'Mbyll AW-te e perfunduara',
    'Pergatit raportin ditor te shitjeve',
    'Kontrollo porosite e pa paguara',
    'Dergo ofertat tek klientet B2B',
    'Perditeso stokun ne marketplace',
  ],
};

const emailTitles = [
  'Email nga klienti {ref} per vonesen e dergeses',
  'Pergjigje per reklamacionin {ref}',
  'Pyetje per masat e kendit te divanit',
  'Kerkese per fature te korrigjuar {ref}',
  'Konfirmim termini nga spedicioni',
  'Email nga Home24 per cmimet e reja',
  'Pyetje per ngjyren Eiche Sonoma',
  'Kerkese per anulim te porosise {ref}',
];

const progressComments = [
  'Pjeserisht e kryer, vazhdoj neser',
  'Pres pergjigje nga furnitori',
  'Mungojne te dhenat nga magazina',
  'U kryen gjysma e porosive',
  'Sistemi ishte i ngadalte, vazhdoj pasdite',
];
const failedComments = [
  'Nuk arrita per shkak te reklamacioneve',
  'Klienti nuk u pergjigj',
  'Prioritet tjeter nga shefi',
  'Mungese kohe',
];

const weeklyDefs: { name: string; days: number[]; time: 'AM' | 'PM'; comment: string }[] = [
  { name: 'Kontrollo stokun ne magazine', days: [1, 3, 5], time: 'AM', comment: 'Krahaso me listen e Excel' },
  { name: 'Raporti javor i shitjeve', days: [5], time: 'PM', comment: 'Dergoje te shefi deri ne ora 16' },
  { name: 'Perditeso cmimet ne OTTO', days: [2, 4], time: 'AM', comment: '' },
  { name: 'Kontrollo vleresimet e klienteve', days: [1, 4], time: 'PM', comment: 'Pergjigju vleresimeve negative' },
  { name: 'Pastro listen e reklamacioneve', days: [3], time: 'PM', comment: '' },
  { name: 'Kontrollo faturat e furnitoreve', days: [1, 2, 3, 4, 5], time: 'AM', comment: 'Cdo dite para ores 10' },
];

const problems = [
  'Sistemi i magazines nuk u sinkronizua ne mengjes',
  'Spedicioni nuk erdhi ne kohe per marrjen e mallit',
  'Printeri i etiketave nuk punon',
  'Mungojne fotot per serine e re',
  'Klienti kerkon kthim parash per produkt te demtuar',
];
const proposals = [
  'Te bejme nje liste te perbashket per reklamacionet',
  'Te kontrollojme EAN-et para se te ngarkojme produktet',
  'Takim i shkurter cdo te hene ne ora 9',
  'Te automatizojme raportin ditor',
];
const overloads: [string, string][] = [
  ['Shume reklamacione pas fundjaves', 'Elira merr emailat pasdite'],
  ['Dy AW te medha ne te njejten dite', 'Shtyjme detyrat e perbashketa per neser'],
  ['Kolegu mungon', 'Ndajme detyrat e tij ne ekip'],
];
const ratingComments = [
  'Vonese ne pergjigjen e emailave',
  'Raporti nuk u dergua ne kohe',
  'Gabim ne cmimet e ngarkuara',
  'Detyrat e djeshme nuk u mbyllen',
];

const fastDefs: [string, 'L' | 'M' | 'H'][] = [
  ['Rregullo filtrin e cmimeve ne faqen e kategorise', 'H'],
  ['Kontrollo porosine HOME24-4711823', 'H'],
  ['Perditeso EAN-et per serine Lima', 'M'],
  ['Shto pershkrimet per serine Valencia', 'M'],
  ['Kontrollo faturen e spedicionit per tetorin', 'L'],
  ['Pergatit fotot per katalogun e pranveres', 'L'],
  ['Telefono klientin per terminin e dergeses', 'H'],
  ['Kontrollo kodet e dhuratave te perdorura', 'M'],
  ['Rishiko cmimet e Sale', 'M'],
  ['Pergatit listen e produkteve pa stok', 'L'],
  ['Korrigjo adresen e porosise OTTO-55120', 'H'],
  ['Kontrollo raportin e AW te fundit', 'M'],
  ['Dergo montazhin per Kleiderschrank Lima', 'M'],
  ['Perditeso tekstin e faqes se transportit', 'L'],
  ['Kontrollo vleresimet me 2 yje', 'M'],
  ['Pergjigju pyetjes se Vente-Unique per stokun', 'H'],
  ['Rregullo imazhet qe mungojne', 'L'],
  ['Pergatit ofertat per klientet B2B', 'M'],
];

const statusOf = (r: Rng, copy: boolean): Status =>
  r.weighted(
    copy
      ? ([
          ['K', 70],
          ['P', 20],
          ['0', 10],
        ] as const)
      : ([
          ['K', 65],
          ['P', 20],
          ['0', 15],
        ] as const),
  );

function commentFor(r: Rng, status: Status): string | null {
  if (status === 'P') return r.pick(progressComments);
  if (status === '0') return r.pick(failedComments);
  return r.chance(0.15) ? 'Ok' : null;
}

/**
 * Two weeks of day sheets for each staff user, consistent with the carry-over rules of
 * design/backoffice-rules.md: unfinished tasks of a day reappear the next working day in
 * detyrat-sistem (parent_id), unfinished AM priorities reappear in the same day's PM list
 * (parent_am), unfinished PM priorities in the next day's AM list (parent_pm), and weekly tasks
 * create detyrat-ditore rows (parent_id = weekly task). Every past task has a status, so no
 * sheet is blocked by "finish yesterday's tasks"; today is left for the carry-over to build.
 */
export function generateDaySheets(options: {
  today: string;
  staffIds: number[];
  adminId: number;
  ids: { task: number; weekly: number };
  days?: number;
}): DemoDaySheets {
  const r = rng('wohnwerk-daysheet');
  const out: DemoDaySheets = { weekly: [], tasks: [], notes: [], ratings: [], fast: [], comments: [] };
  const days = workingDaysBefore(options.today, options.days ?? 10);
  let taskId = options.ids.task;
  let weeklyId = options.ids.weekly;
  const firstDay = days[0];

  for (const userId of options.staffIds) {
    const weekly = r.sample(weeklyDefs, r.int(2, 3)).map((w) => ({
      id: ++weeklyId,
      name: w.name,
      comment: w.comment || null,
      days: w.days,
      time: w.time,
      zv3: null,
      userId,
      createdBy: options.adminId,
      createdAt: atHour(addDays(firstDay, -14), 9),
    }));
    out.weekly.push(...weekly);
    // Tasks of the previous working day that call for a copy: [row, copy into sistem, copy into AM].
    let carry: TaskRow[] = [];

    for (const day of days) {
      const add = (section: Section, name: string, fields: Partial<TaskRow> = {}, copy = false): TaskRow => {
        const status = statusOf(r, copy);
        const hour = r.float(8, 17);
        const row: TaskRow = {
          id: ++taskId,
          section,
          userId,
          day,
          name,
          status,
          time:
            section === 'detyrat-prior-pm'
              ? 'PM'
              : section === 'detyrat8' || section === 'detyrat-sistem' || section === 'detyrat-prior-am'
                ? 'AM'
                : r.pick(['AM', 'PM'] as const),
          comment: commentFor(r, status),
          shfaqEkran: r.chance(0.15),
          createdBy: userId,
          createdAt: atHour(day, hour),
          updatedAt: atHour(day, Math.min(18, hour + 1)),
          ...fields,
        };
        // A few tasks were deleted again: they live on only in the deleted-tasks report.
        if (!copy && !fields.parentId && r.chance(0.03)) {
          row.deletedAt = atHour(day, Math.min(18, hour + 0.5));
          row.deletedBy = r.chance(0.7) ? userId : options.adminId;
        }
        out.tasks.push(row);
        return row;
      };
      const unfinished = (t: TaskRow) => !t.deletedAt && (t.status === 'P' || t.status === '0');

      // Carry-over from the previous working day.
      const today: TaskRow[] = [];
      for (const t of carry) today.push(add('detyrat-sistem', t.name, { parentId: t.id }, true));
      for (const t of carry.filter((c) => c.section === 'detyrat-prior-pm')) {
        today.push(add('detyrat-prior-am', t.name, { parentPm: t.id }, true));
      }
      for (const w of weekly.filter((w) => w.days.includes(isoWeekday(day)))) {
        add('detyrat-ditore', w.name, { parentId: w.id, time: w.time, description: w.comment ?? null }, true);
      }
      for (const name of r.sample(names.detyrat8, r.int(1, 3))) today.push(add('detyrat8', name));
      for (let i = r.int(1, 4); i > 0; i--) {
        const ref = `HOME24-${4_711_000 + r.int(100, 999)}`;
        add('emails', r.pick(emailTitles).replace('{ref}', ref));
      }
      for (const name of r.sample(names['detyrat-perb'], r.int(1, 3))) today.push(add('detyrat-perb', name));
      const am = r.sample(names['detyrat-prior-am'], r.int(1, 2)).map((name) => add('detyrat-prior-am', name));
      today.push(...am);
      for (const t of am.filter(unfinished)) today.push(add('detyrat-prior-pm', t.name, { parentAm: t.id }, true));
      for (const name of r.sample(names['detyrat-prior-pm'], r.int(1, 2))) today.push(add('detyrat-prior-pm', name));
      carry = today.filter(unfinished);

      if (r.chance(0.3)) {
        const yes = r.chance(0.7);
        out.notes.push({
          kind: 'problemet',
          userId,
          day,
          status: yes ? 'PO' : 'JO',
          comment: yes ? r.pick(problems) : null,
          createdBy: userId,
          createdAt: atHour(day, 16),
        });
      }
      if (r.chance(0.2)) {
        out.notes.push({
          kind: 'propozimet',
          userId,
          day,
          status: 'PO',
          comment: r.pick(proposals),
          createdBy: userId,
          createdAt: atHour(day, 16.5),
        });
      }
      if (r.chance(0.2)) {
        const [comment, riorganizimi] = r.pick(overloads);
        out.notes.push({
          kind: 'ngarkesat',
          userId,
          day,
          type: r.pick(['sot', 'neser'] as const),
          status: 'PO',
          comment,
          riorganizimi,
          createdBy: userId,
          createdAt: atHour(day, 12),
        });
      }
      const grade = () =>
        r.weighted([
          ['+', 75],
          ['M', 18],
          ['0', 7],
        ] as const);
      const [m1, bz, m3] = [grade(), grade(), grade()];
      const note = (v: string) => (v === '+' ? null : r.pick(ratingComments));
      out.ratings.push({
        userId,
        day,
        m1,
        bz,
        m3,
        commentM1: note(m1),
        commentBz: note(bz),
        commentM3: note(m3),
        createdBy: options.adminId,
        createdAt: atHour(day, 18),
      });
    }
  }

  const people = [options.adminId, ...options.staffIds];
  fastDefs.forEach(([title, priority], i) => {
    const day = addDays(options.today, r.int(-12, 7));
    const past = day < options.today;
    const done = past ? r.chance(0.55) : r.chance(0.1);
    const creatorId = r.pick(people);
    const createdAt = atHour(addDays(day, -r.int(1, 5)), 10);
    out.fast.push({
      title,
      comment: r.chance(0.5)
        ? r.pick([
            'Shiko emailin nga shefi',
            'Urgjente per klientin',
            'Pas takimit te se henes',
            'Lidhur me AW te fundit',
          ])
        : null,
      description: r.chance(0.5)
        ? `${title}. Kontrollo te dhenat ne sistem dhe njofto ekipin kur te perfundosh.`
        : null,
      priority,
      day,
      status: done ? 'kryer' : null,
      done: done ? 1 : 0,
      doneAt: done ? atHour(past ? day : options.today, 15) : null,
      creatorId,
      developerId: i % 6 === 5 ? null : r.pick(options.staffIds),
      createdAt,
      updatedAt: createdAt,
    });
  });

  const commentDefs: [string, 'mungese_performance' | 'minus' | 'tjera', string, string][] = [
    ['Vonese', 'mungese_performance', '1', 'Erdhi me vonese 30 minuta pa njoftuar'],
    ['Raport i pa derguar', 'minus', '0.5', 'Raporti javor nuk u dergua te premten'],
    ['Pune e mire me reklamacionet', 'tjera', '', 'Zgjidhi 12 reklamacione ne nje dite'],
    ['Gabim ne cmime', 'minus', '1', 'Cmimet e serise Torino u ngarkuan pa TVSH'],
    ['Trajnim', 'tjera', '', 'Mori pjese ne trajnimin per skanerin e ri'],
  ];
  commentDefs.forEach(([title, category, value, comment], i) => {
    const userId = options.staffIds[i % options.staffIds.length];
    out.comments.push({
      userId,
      name: title,
      title,
      category,
      value: value || null,
      comment,
      createdBy: options.adminId,
      createdAt: atHour(days[(i * 2) % days.length], 17),
    });
  });
  return out;
}
