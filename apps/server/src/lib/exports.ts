import type { FastifyReply } from 'fastify';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import {
  neutraliseFormula,
  toCsv,
  type ExportFormat,
  type ExportLanguage,
} from '@careers/contracts';

/**
 * The careers lists' export files, CSV or Excel, made here so both hold the same rows: headers in
 * the reader's language, dates in ISO 8601 (UTC), enum values as the screens name them, and text
 * that a spreadsheet could run as a formula (= + - @) prefixed with ' in both formats.
 */

export type ExportCell = string | number | Date | null | undefined;

/** One list's columns: the header key and how a row gives the cell. */
export type ExportColumn<R> = readonly [
  header: ExportHeader,
  get: (row: R, t: ExportLabels) => ExportCell,
];

/** `2026-05-01T09:30:00Z`: ISO 8601, UTC, to the second. */
export function isoDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

// The headers and values in the five languages, the same words the careers screens use
// (apps/web/src/features/careers/locales). A parity test checks every language has every key.
export const exportDictionary = {
  en: {
    headers: {
      title: 'Title',
      employer: 'Employer',
      location: 'Location',
      workplace: 'Workplace',
      type: 'Type',
      sector: 'Sector',
      positions: 'Positions',
      status: 'Status',
      closesAt: 'Closing date',
      applicationCount: 'Applications',
      candidateName: 'Candidate',
      candidateEmail: 'Email',
      vacancyTitle: 'Vacancy',
      submittedAt: 'Submitted',
      updatedAt: 'Last change',
      id: 'ID',
      createdAt: 'Created',
      decidedAt: 'Decided',
    },
    values: {
      vacancyStatus: {
        draft: 'Draft',
        pending_approval: 'Pending approval',
        open: 'Open',
        paused: 'Paused',
        closed: 'Closed',
        archived: 'Archived',
        declined: 'Declined',
      },
      applicationStatus: {
        submitted: 'Submitted',
        under_review: 'Under review',
        shortlisted: 'Shortlisted',
        interviewing: 'Interviewing',
        offered: 'Offered',
        hired: 'Hired',
        rejected: 'Rejected',
        on_hold: 'On hold',
        withdrawn: 'Withdrawn',
      },
      vacancyType: {
        graduate_job: 'Graduate job',
        internship: 'Internship',
        placement: 'Placement',
        part_time: 'Part-time',
        volunteering: 'Volunteering',
      },
      workplace: {
        on_site: 'On site',
        hybrid: 'Hybrid',
        remote: 'Remote',
      },
    },
  },
  fr: {
    headers: {
      title: 'Intitulé',
      employer: 'Employeur',
      location: 'Lieu',
      workplace: 'Lieu de travail',
      type: 'Type',
      sector: 'Secteur',
      positions: 'Postes',
      status: 'Statut',
      closesAt: 'Date de clôture',
      applicationCount: 'Candidatures',
      candidateName: 'Candidat·e',
      candidateEmail: 'E-mail',
      vacancyTitle: 'Offre',
      submittedAt: 'Envoyée le',
      updatedAt: 'Dernier changement',
      id: 'ID',
      createdAt: 'Créée le',
      decidedAt: 'Décision le',
    },
    values: {
      vacancyStatus: {
        draft: 'Brouillon',
        pending_approval: 'En attente d’approbation',
        open: 'Ouverte',
        paused: 'En pause',
        closed: 'Clôturée',
        archived: 'Archivée',
        declined: 'Refusée',
      },
      applicationStatus: {
        submitted: 'Envoyée',
        under_review: "En cours d'examen",
        shortlisted: 'Présélectionnée',
        interviewing: 'Entretien',
        offered: 'Offre faite',
        hired: 'Recruté·e',
        rejected: 'Refusée',
        on_hold: 'En attente',
        withdrawn: 'Retirée',
      },
      vacancyType: {
        graduate_job: 'Premier emploi',
        internship: 'Stage',
        placement: 'Stage en alternance',
        part_time: 'Temps partiel',
        volunteering: 'Bénévolat',
      },
      workplace: {
        on_site: 'Sur site',
        hybrid: 'Hybride',
        remote: 'À distance',
      },
    },
  },
  de: {
    headers: {
      title: 'Titel',
      employer: 'Arbeitgeber',
      location: 'Ort',
      workplace: 'Arbeitsort',
      type: 'Art',
      sector: 'Branche',
      positions: 'Stellen',
      status: 'Status',
      closesAt: 'Bewerbungsschluss',
      applicationCount: 'Bewerbungen',
      candidateName: 'Bewerber·in',
      candidateEmail: 'E-Mail',
      vacancyTitle: 'Stelle',
      submittedAt: 'Eingereicht',
      updatedAt: 'Letzte Änderung',
      id: 'ID',
      createdAt: 'Erstellt am',
      decidedAt: 'Entschieden am',
    },
    values: {
      vacancyStatus: {
        draft: 'Entwurf',
        pending_approval: 'Wartet auf Freigabe',
        open: 'Offen',
        paused: 'Pausiert',
        closed: 'Geschlossen',
        archived: 'Archiviert',
        declined: 'Abgelehnt',
      },
      applicationStatus: {
        submitted: 'Eingereicht',
        under_review: 'In Prüfung',
        shortlisted: 'In engerer Wahl',
        interviewing: 'Im Gespräch',
        offered: 'Angebot gemacht',
        hired: 'Eingestellt',
        rejected: 'Abgelehnt',
        on_hold: 'Zurückgestellt',
        withdrawn: 'Zurückgezogen',
      },
      vacancyType: {
        graduate_job: 'Berufseinstieg',
        internship: 'Praktikum',
        placement: 'Praxissemester',
        part_time: 'Teilzeit',
        volunteering: 'Ehrenamt',
      },
      workplace: {
        on_site: 'Vor Ort',
        hybrid: 'Hybrid',
        remote: 'Remote',
      },
    },
  },
  pt: {
    headers: {
      title: 'Título',
      employer: 'Empregador',
      location: 'Localização',
      workplace: 'Local de trabalho',
      type: 'Tipo',
      sector: 'Setor',
      positions: 'Vagas',
      status: 'Estado',
      closesAt: 'Data de fecho',
      applicationCount: 'Candidaturas',
      candidateName: 'Candidato(a)',
      candidateEmail: 'Email',
      vacancyTitle: 'Oferta',
      submittedAt: 'Submetida em',
      updatedAt: 'Última alteração',
      id: 'ID',
      createdAt: 'Criada em',
      decidedAt: 'Decidida em',
    },
    values: {
      vacancyStatus: {
        draft: 'Rascunho',
        pending_approval: 'Aguarda aprovação',
        open: 'Aberta',
        paused: 'Em pausa',
        closed: 'Fechada',
        archived: 'Arquivada',
        declined: 'Recusada',
      },
      applicationStatus: {
        submitted: 'Submetida',
        under_review: 'Em análise',
        shortlisted: 'Pré-selecionada',
        interviewing: 'Em entrevista',
        offered: 'Proposta feita',
        hired: 'Contratado(a)',
        rejected: 'Recusada',
        on_hold: 'Em espera',
        withdrawn: 'Retirada',
      },
      vacancyType: {
        graduate_job: 'Primeiro emprego',
        internship: 'Estágio',
        placement: 'Estágio curricular',
        part_time: 'Tempo parcial',
        volunteering: 'Voluntariado',
      },
      workplace: {
        on_site: 'Presencial',
        hybrid: 'Híbrido',
        remote: 'Remoto',
      },
    },
  },
  ar: {
    headers: {
      title: 'المسمى الوظيفي',
      employer: 'جهة العمل',
      location: 'الموقع',
      workplace: 'مكان العمل',
      type: 'النوع',
      sector: 'القطاع',
      positions: 'عدد الشواغر',
      status: 'الحالة',
      closesAt: 'تاريخ الإغلاق',
      applicationCount: 'الطلبات',
      candidateName: 'المتقدم',
      candidateEmail: 'البريد الإلكتروني',
      vacancyTitle: 'الوظيفة',
      submittedAt: 'تاريخ الإرسال',
      updatedAt: 'آخر تغيير',
      id: 'المعرّف',
      createdAt: 'تاريخ الإنشاء',
      decidedAt: 'تاريخ القرار',
    },
    values: {
      vacancyStatus: {
        draft: 'مسودة',
        pending_approval: 'بانتظار الموافقة',
        open: 'مفتوحة',
        paused: 'متوقفة مؤقتًا',
        closed: 'مغلقة',
        archived: 'مؤرشفة',
        declined: 'مرفوضة',
      },
      applicationStatus: {
        submitted: 'مُرسلة',
        under_review: 'قيد المراجعة',
        shortlisted: 'في القائمة المختصرة',
        interviewing: 'في مرحلة المقابلة',
        offered: 'تم تقديم عرض',
        hired: 'تم التوظيف',
        rejected: 'مرفوضة',
        on_hold: 'معلّقة',
        withdrawn: 'مسحوبة',
      },
      vacancyType: {
        graduate_job: 'وظيفة للخريجين',
        internship: 'تدريب',
        placement: 'تدريب عملي ضمن الدراسة',
        part_time: 'دوام جزئي',
        volunteering: 'تطوع',
      },
      workplace: {
        on_site: 'في الموقع',
        hybrid: 'هجين',
        remote: 'عن بُعد',
      },
    },
  },
} satisfies Record<ExportLanguage, unknown>;

export type ExportHeader = keyof (typeof exportDictionary)['en']['headers'];
type ValueGroups = (typeof exportDictionary)['en']['values'];
export type ExportLabels = {
  header: (key: ExportHeader) => string;
  value: <G extends keyof ValueGroups>(group: G, key: keyof ValueGroups[G] & string) => string;
};

export function exportLabels(lang: ExportLanguage): ExportLabels {
  const words = exportDictionary[lang];
  return {
    header: (key) => words.headers[key],
    value: (group, key) => (words.values[group] as Record<string, string>)[key] ?? key,
  };
}

export interface ExportRequest<C extends string> {
  format: ExportFormat;
  lang: ExportLanguage;
  columns: readonly C[];
}

/** The header row and the data rows of the chosen columns, in the chosen order. */
export function exportTable<R, C extends string>(
  rows: readonly R[],
  all: Record<C, ExportColumn<R>>,
  request: ExportRequest<C>,
): { headers: string[]; rows: ExportCell[][] } {
  const t = exportLabels(request.lang);
  const chosen = request.columns.map((c) => all[c]);
  return {
    headers: chosen.map(([header]) => t.header(header)),
    rows: rows.map((row) => chosen.map(([, get]) => get(row, t))),
  };
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const XLSX_DATE = 'yyyy-mm-dd"T"hh:mm:ss"Z"';

function xlsxCell(value: ExportCell): SheetData[number][number] {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return { value, type: Date, format: XLSX_DATE };
  if (typeof value === 'number') return Number.isFinite(value) ? { value, type: Number } : null;
  return { value: neutraliseFormula(value), type: String };
}

export async function xlsxFile(
  table: { headers: string[]; rows: ExportCell[][] },
  options: { sheet: string; rightToLeft: boolean },
): Promise<Buffer> {
  const data: SheetData = [
    table.headers.map((h) => ({ value: h, type: String, fontWeight: 'bold' as const })),
    ...table.rows.map((row) => row.map(xlsxCell)),
  ];
  return writeXlsxFile(data, {
    sheet: options.sheet,
    rightToLeft: options.rightToLeft,
    stickyRowsCount: 1,
    columns: table.headers.map((h) => ({ width: Math.min(40, Math.max(12, h.length + 4)) })),
  }).toBuffer();
}

export function csvFile(table: { headers: string[]; rows: ExportCell[][] }): string {
  return toCsv([
    table.headers,
    ...table.rows.map((row) => row.map((v) => (v instanceof Date ? isoDateTime(v) : v))),
  ]);
}

/** Sends the export as a dated attachment, `<name>-YYYY-MM-DD.csv` or `.xlsx`. */
export async function sendExport<R extends FastifyReply>(
  reply: R,
  name: string,
  format: ExportFormat,
  lang: ExportLanguage,
  table: { headers: string[]; rows: ExportCell[][] },
): Promise<R> {
  const stamp = new Date().toISOString().slice(0, 10);
  reply.header('Content-Disposition', `attachment; filename="${name}-${stamp}.${format}"`);
  if (format === 'xlsx') {
    const file = await xlsxFile(table, { sheet: name, rightToLeft: lang === 'ar' });
    return reply.header('Content-Type', XLSX_TYPE).send(file) as R;
  }
  return reply.header('Content-Type', 'text/csv; charset=utf-8').send(csvFile(table)) as R;
}
